// The three selling points under the home banner.
import type { ComponentType } from 'react';
import { ExperimentOutlined, MedicineBoxOutlined, ReadOutlined } from '@ant-design/icons';

interface Blurb {
  title: string;
  text: string;
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
    text: 'Stations span medicine, surgery, paediatrics, psychiatry, obstetrics and more, across every core skill.',
    Icon: ExperimentOutlined,
  },
];

export function FeatureBlurbs({ brand }: { brand: string }) {
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
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
