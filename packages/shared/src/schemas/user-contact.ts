// The contact form of a signed-in member (POST /message/user-contact): the contact form without
// name and e-mail, which the server takes from the account (docs/content.md, 'Validation': "both hidden when
// logged in"). Same rules and texts as the public form, captcha included.
import { z } from 'zod';
import { contactShape, requireIssueType } from './contact.ts';
import { objectBody } from './text.ts';

// Left out here, taken from the account by the server.
const { name: _name, email: _email, ...memberShape } = contactShape;

const userContactFields = requireIssueType(z.object(memberShape));

/** Any body shape is read as an object, so a null or missing body is told what is missing. */
export const userContactSchema = objectBody(userContactFields);

export type UserContactInput = z.input<typeof userContactFields>;
export type UserContactMessage = z.output<typeof userContactFields>;
