// Private dining: a party larger than the largest table asks, the restaurant answers (decision 101).
export { answerPrivateDining } from './answer';
export { PRIVATE_DINING_PER_HOUR, requestPrivateDining } from './request';
export { privateDiningRequestFor, privateDiningRequestsOf, privateDiningView } from './views';
