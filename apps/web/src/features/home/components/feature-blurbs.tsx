// The three selling points under the home banner. "Diverse content" says how many stations the
// library has, from the server (never a figure written into the page); until it has arrived, or if
// it cannot be read, the point is made without the number.
import type { ComponentType } from 'react';
import { ExperimentOutlined, MedicineBoxOutlined, ReadOutlined } from '@ant-design/icons';
import { messages } from '@osce/shared/messages';
import { withValues } from '../../../lib/with-values';
import { useStationCount } from '../api/get-station-count';

interface Blurb {
  title: string;
  /** The text, or how to write it from the library's station count (undefined until known). */
  text: string | ((count: number | undefined) => string);
  Icon: ComponentType;
}

const BLURBS: Blurb[] = [
  {
    title: 'Practical resources',
    text: 'Every station comes ready to run: candidate instructions, a patient script and an examiner marking guide.',
    Icon: ReadOutlined,
  },
  {
    title: 'Clinically relevant',
    text: 'Cases are written and reviewed by practising clinicians to reflect what examiners ask in real OSCEs.',
    Icon: MedicineBoxOutlined,
  },
  {
    title: 'Diverse content',
    text: (count) => diverseContentText(count),
    Icon: ExperimentOutlined,
  },
];

/** The "Diverse content" text: with the library's count once known (two stations or more). */
export function diverseContentText(count: number | undefined): string {
  if (count === undefined || count < 2) return messages.homeStationsSpan;
  return withValues(messages.homeStationCount, { count: count.toLocaleString('en-US') });
}

export function FeatureBlurbs({ brand }: { brand: string }) {
  const count = useStationCount().data;
  return (
    <section className="home-section feature-blurbs" aria-labelledby="feature-blurbs-title">
      <h2 id="feature-blurbs-title">Why students choose {brand}</h2>
      <ul>
        {BLURBS.map(({ title, text, Icon }) => (
          <li key={title}>
            <span className="feature-blurbs__icon" aria-hidden="true">
              <Icon />
            </span>
            <h3>{title}</h3>
            <p>{typeof text === 'string' ? text : text(count)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
