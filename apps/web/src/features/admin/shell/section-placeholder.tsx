// A back-office section not built yet: it says so plainly (docs/admin.md lists what each section
// does when it is).
import { Result } from 'antd';

export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle="This section of the back office is still being built (issue 21). Until it lands, this work needs a developer."
    />
  );
}
