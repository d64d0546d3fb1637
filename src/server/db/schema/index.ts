export * from './commerce';
export * from './contact';
export * from './dining';
export * from './enums';
export * from './halls';
export * from './identity';
export * from './loyalty';
export * from './rooms';
