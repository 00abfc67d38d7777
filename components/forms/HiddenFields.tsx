import { AttributionField } from './AttributionField';
import { FillTimeStamp } from './FillTimeStamp';
import { Honeypot } from './Honeypot';

/** Hidden inputs from a name → value map (the CRM identifiers and defaults travel with every lead). */
export function HiddenFields({ values }: { values: Readonly<Record<string, string>> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** Every hidden field a lead form carries, in one place for all four: the page's, the honeypot, the fill time, where the visitor came from. */
export function LeadFormHiddenFields({ values }: { values: Readonly<Record<string, string>> }) {
  return (
    <>
      <HiddenFields values={values} />
      <Honeypot />
      <FillTimeStamp />
      <AttributionField />
    </>
  );
}
