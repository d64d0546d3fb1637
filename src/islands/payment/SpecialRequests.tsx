import { FormSection } from './FormSection';
import { later } from './later-parts';

const RequestsForm = later('RequestsForm');

/**
 * The special requests of a stay or a table (an event's go through the events team): what the guest asked for, and
 * the box to add or change them, fetched when opened.
 */
export function SpecialRequests(props: { bookingId: string; hint: string; text: string }) {
  const { text } = props;
  return (
    <FormSection
      name="special-requests"
      heading="Special requests"
      button={text ? 'Change requests' : 'Add requests'}
      note={text && <p className="requests-text">{text}</p>}
      form={() => <RequestsForm bookingId={props.bookingId} initial={text} />}
    >
      <p className="muted" id="special-requests-hint">
        {props.hint}
      </p>
    </FormSection>
  );
}
