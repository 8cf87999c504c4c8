// Any path the route table does not know.
import { NotFound } from '../../components/not-found';

export default function NotFoundRoute() {
  return <NotFound />;
}
