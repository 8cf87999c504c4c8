// The Members section's routes inside /admin (docs/admin.md, 'Members and money' → 'Screens').
import { Route, Routes } from 'react-router';
import { MemberPage } from './member-page';
import { MembersPage } from './members-page';
import '../../../../styles/admin-members.css';

export function MembersSection() {
  return (
    <Routes>
      <Route index element={<MembersPage />} />
      <Route path=":id" element={<MemberPage />} />
    </Routes>
  );
}
