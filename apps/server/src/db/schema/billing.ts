// Billing domain tables. Subscription types are sold per country; vouchers and purchases come later.
import { boolean, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries } from './content.ts';

export const subscriptionTypes = pgTable(
  'subscription_types',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountedCost: numeric('discounted_cost', { precision: 10, scale: 2, mode: 'number' }),
    length: integer('length').notNull(),
    displayLength: text('display_length').notNull(),
    description: text('description').notNull(),
    /** Offered on the paid sign-up form. */
    signup: boolean('signup').notNull().default(true),
    /** Shown on the plan cards (home and plans pages). */
    plans: boolean('plans').notNull().default(true),
    /** Can be bought again by an existing member. */
    renewable: boolean('renewable').notNull().default(true),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('subscription_types_country_name_uq').on(t.countryId, t.name)],
);
