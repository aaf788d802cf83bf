import { DayPicker } from 'react-day-picker';
import { enCA, frCA } from 'react-day-picker/locale';
import type { Lang } from '@jobboard/contracts/routes';

/**
 * react-day-picker's month grid in the page's language (date-fns' fr-CA and en-CA: French or
 * English names, weeks from Sunday). A module of its own: DateField loads it on first use, so
 * that the library and its locales (about 22 kB gzipped) stay out of the employer area's chunk.
 */
export default function DateCalendar(props: {
  lang: Lang;
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  min: Date | undefined;
  max: Date | undefined;
}) {
  const { min, max } = props;
  return (
    <DayPicker
      mode="single"
      locale={props.lang === 'fr' ? frCA : enCA}
      selected={props.selected}
      onSelect={(day) => {
        if (day) props.onSelect(day);
      }}
      defaultMonth={props.selected ?? min}
      startMonth={min}
      endMonth={max}
      disabled={[...(min ? [{ before: min }] : []), ...(max ? [{ after: max }] : [])]}
      autoFocus
    />
  );
}
