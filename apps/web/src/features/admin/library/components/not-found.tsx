// A station path that names no station (a typo in the address bar).
import { Result } from 'antd';
import { Link } from 'react-router';
import { messages } from '@osce/shared/messages';

export default function NotFound() {
  return (
    <Result
      status="404"
      title={messages.notFound}
      extra={<Link to="/admin/stations">Back to the stations</Link>}
    />
  );
}
