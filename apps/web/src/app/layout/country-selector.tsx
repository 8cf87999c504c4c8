// The country selector of the header (docs/content.md): a native select, light and keyboard-friendly.
import { useId, type ChangeEvent } from 'react';
import { COUNTRY_OPTIONS, isCountryCode } from '@osce/shared/countries';
import { setCountry, useCountry } from '../../stores/app-store';

interface CountrySelectorProps {
  className?: string;
}

export function CountrySelector({ className = 'country-selector' }: CountrySelectorProps) {
  const id = useId();
  const country = useCountry();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isCountryCode(event.target.value)) setCountry(event.target.value);
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        Country
      </label>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        className="country-selector__icon"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <select id={id} value={country} onChange={onChange}>
        {COUNTRY_OPTIONS.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
