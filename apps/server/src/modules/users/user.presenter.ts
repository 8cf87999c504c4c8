// Database rows -> the member answers (docs/accounts.md, 'Data') (snake_case, as the spec reads them).
import type { CurrentUser, PublicUser } from '@osce/shared/api';
import { OTHER_SCHOOL } from '@osce/shared/schemas/account';
import type { MemberStatus } from '../billing/subscription-status.ts';
import { avatarPath } from './avatar-path.ts';
import type { ProfileRow, PublicRow } from './user.repository.ts';

function avatarOf(row: { id: number; avatarVersion: string | null }): string | null {
  return row.avatarVersion ? avatarPath(row.id, row.avatarVersion) : null;
}

export function presentCurrentUser(
  row: ProfileRow,
  extra: {
    status: MemberStatus;
    updateTerms: boolean;
    completed?: number[];
    filters: CurrentUser['filters'];
    preferredTiming: CurrentUser['preferred_timing'];
  },
): CurrentUser {
  return {
    id: row.id,
    display_id: row.displayId,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    email: row.email,
    dob: row.dob,
    avatar: avatarOf(row),
    status: extra.status,
    role: row.role,
    tutorial_viewed: row.tutorialViewed,
    email_opt_in: row.emailOptIn,
    country_id: row.countryId,
    state_id: row.stateId,
    state_other: row.stateOther,
    // The form's 'other' choice is stored as no school id and a typed name.
    medical_school_id: row.medicalSchoolId ?? (row.medicalSchoolOther ? OTHER_SCHOOL : null),
    medical_school_other: row.medicalSchoolOther,
    graduation_year: row.graduationYear,
    ...(extra.completed ? { completed: extra.completed } : {}),
    filters: extra.filters,
    preferred_timing: extra.preferredTiming,
    update_terms: extra.updateTerms,
  };
}

export function presentPublicUser(row: PublicRow): PublicUser {
  return {
    id: row.id,
    display_id: row.displayId,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    avatar: avatarOf(row),
  };
}
