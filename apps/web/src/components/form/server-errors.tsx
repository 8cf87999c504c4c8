// The server's refusals that belong to no field, shown above the form and scrolled into view, since
// the visitor pressed Send at the bottom of the form.
import { useEffect, useRef } from 'react';
import { Alert } from 'antd';

export function ServerErrors({ errors }: { errors: string[] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) boxRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [errors]);

  if (errors.length === 0) return null;
  const [first, ...rest] = errors;
  return (
    <div ref={boxRef} className="form-alert">
      <Alert
        type="error"
        showIcon
        title={first}
        description={
          rest.length > 0 ? (
            <ul>
              {rest.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
    </div>
  );
}
