// Shapes of the public API's answers (docs/architecture.md, 'API conventions'), inferred from the zod schemas in
// schemas/api.ts; server presenters and the web use these types.
import type { z } from 'zod';
import type * as s from './schemas/api.ts';
import type { StatsAnswer } from './schemas/stats.ts';

export type State = z.infer<typeof s.stateSchema>;
export type Country = z.infer<typeof s.countrySchema>;
export type MedicalSchool = z.infer<typeof s.medicalSchoolSchema>;
export type SubscriptionType = z.infer<typeof s.subscriptionTypeSchema>;
export type Terms = z.infer<typeof s.termsSchema>;
export type PageNode = z.infer<typeof s.pageNodeSchema>;
export type PageNodeType = PageNode['type'];
export type PageContent = z.infer<typeof s.pageContentSchema>;
export type Testimonial = z.infer<typeof s.testimonialSchema>;
export type BlogSummary = z.infer<typeof s.blogSummarySchema>;
export type Blog = z.infer<typeof s.blogSchema>;
export type BlogPage = z.infer<typeof s.blogPageSchema>;
export type TutorialSlide = z.infer<typeof s.tutorialSlideSchema>;
export type Tutorial = z.infer<typeof s.tutorialSchema>;
export type ApiError = z.infer<typeof s.apiErrorSchema>;
export type ContactAnswer = z.infer<typeof s.contactAnswerSchema>;
export type CaptchaChallenge = z.infer<typeof s.captchaChallengeSchema>;
export type MessageAnswer = z.infer<typeof s.messageAnswerSchema>;
export type LoginAnswer = z.infer<typeof s.loginAnswerSchema>;
export type SignupAnswer = z.infer<typeof s.signupAnswerSchema>;
export type Voucher = z.infer<typeof s.voucherSchema>;
export type ApplyVoucherAnswer = z.infer<typeof s.applyVoucherAnswerSchema>;
export type Promotion = z.infer<typeof s.promotionSchema>;
export type PaymentsConfig = z.infer<typeof s.paymentsConfigSchema>;
export type CurrentUser = z.infer<typeof s.currentUserSchema>;
export type PublicUser = z.infer<typeof s.publicUserSchema>;
/**
 * GET /user/stats: My Stats over all time (schemas/stats.ts), whose stations_completed,
 * average_grade and best_specialty are the profile dashboard's three figures.
 */
export type UserStats = StatsAnswer;
export type FindUserAnswer = z.infer<typeof s.findUserAnswerSchema>;
export type ProfileUpdateAnswer = z.infer<typeof s.profileUpdateAnswerSchema>;
export type AvatarAnswer = z.infer<typeof s.avatarAnswerSchema>;
export type TutorialAnswer = z.infer<typeof s.tutorialAnswerSchema>;
