import { useState } from 'react';
import { CHART_SIZES, CONSTANTS, inchesToCentimetres } from 'shared-contracts';
import styles from './size-guide.module.css';

type Unit = 'in' | 'cm';

/**
 * The size guide chart (docs/product.md §2 widget 4, §9): waist per size in inches (default) or
 * centimetres.
 */
export function SizeGuide() {
  const [unit, setUnit] = useState<Unit>('in');
  const range = ([from, to]: readonly [number, number]) =>
    unit === 'in' ? `${from}-${to}` : `${inchesToCentimetres(from)}-${inchesToCentimetres(to)}`;
  return (
    <section className={styles.guide} aria-labelledby="size-guide-title">
      <h2 id="size-guide-title" className={styles.title}>
        Size guide
      </h2>
      <div className={styles.toggle} role="group" aria-label="Unit">
        <button type="button" aria-pressed={unit === 'in'} onClick={() => setUnit('in')}>
          Inches
        </button>
        <button type="button" aria-pressed={unit === 'cm'} onClick={() => setUnit('cm')}>
          Centimetres
        </button>
      </div>
      <table className={styles.table}>
        <caption className={styles.caption}>Waist ({unit === 'in' ? 'inches' : 'centimetres'})</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Waist ({unit})</th>
          </tr>
        </thead>
        <tbody>
          {CHART_SIZES.map((size) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              <td>{range(CONSTANTS.sizeChartWaistInches[size])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
