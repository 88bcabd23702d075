import type { z } from 'zod';
import type {
  contentCalendarSchema,
  contentEntrySchema,
  contentListSchema,
  contentPreviewLinkSchema,
  contentRevisionsSchema,
  uploadedMediaSchema,
} from './content/content-answers.ts';
import type { firmFactsAnswerSchema } from './firm/firm-facts.ts';
import type {
  accountProfileSchema,
  accountSessionsAnswerSchema,
  otherSessionsRevokedSchema,
} from './schemas/account.ts';
import type { messageAnswerSchema, okAnswerSchema } from './schemas/api.ts';
import type { bookingAnswerSchema, slotsAnswerSchema } from './schemas/booking.ts';
import type {
  meetingChangedAnswerSchema,
  meetingLinksAnswerSchema,
  meetingLinkAnswerSchema,
  ownMeetingAnswerSchema,
} from './schemas/meeting-manage.ts';
import type {
  agendaAnswerSchema,
  consultantSavedSchema,
  consultantsAnswerSchema,
  feedAnswerSchema,
  leadMeetingsAnswerSchema,
  meetingAnswerSchema,
} from './schemas/consultants.ts';
import type { consultantRequestAnswerSchema } from './schemas/consultant-request.ts';
import type { contactAnswerSchema, testEmailAnswerSchema } from './schemas/lead-answers.ts';
import type { leadViewListSchema, leadViewSchema } from './schemas/lead-views.ts';
import type {
  assigneesSchema,
  leadDetailSchema,
  leadListSchema,
  leadNoteAnswerSchema,
  leadSchema,
  leadSummarySchema,
} from './schemas/leads.ts';
import type {
  recoveryCodesAnswerSchema,
  twoFactorEnabledAnswerSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './schemas/two-factor.ts';
import type {
  loginAnswerSchema,
  sessionAnswerSchema,
  userAnswerSchema,
  userSchema,
} from './schemas/user.ts';

/**
 * The calls the client makes, by `METHOD /path` as the server declares the route, each with the
 * zod schema the route serialises its success answer with (issue 24 §2, decision 0095). The
 * client's API layer (client/lib/api.ts) is keyed by this map, so an answer's type is the
 * server's and a call to a route that does not exist does not compile. Types only: nothing of it
 * reaches a bundle, and the client does not parse answers again (decision 0095).
 *
 * A route's schema changes on the server, and its callers in the client follow at once; a new
 * call is one line here (api-contract.api.test.ts checks every key names a registered route).
 */
export interface ApiContract {
  'GET /api/user': typeof userSchema;
  'GET /api/session': typeof sessionAnswerSchema;
  'POST /api/register': typeof userAnswerSchema;
  'POST /api/login': typeof loginAnswerSchema;
  'POST /api/login/two-factor': typeof userAnswerSchema;
  'POST /api/login/recovery-code': typeof userAnswerSchema;
  'POST /api/logout': typeof okAnswerSchema;
  'POST /api/forgot-password': typeof messageAnswerSchema;
  'POST /api/reset-password': typeof messageAnswerSchema;
  'POST /api/verify-email': typeof messageAnswerSchema;
  'POST /api/verify-email/resend': typeof messageAnswerSchema;

  'GET /api/account': typeof accountProfileSchema;
  'PATCH /api/account': typeof accountProfileSchema;
  'DELETE /api/account': typeof messageAnswerSchema;
  'POST /api/account/password': typeof messageAnswerSchema;
  'GET /api/account/sessions': typeof accountSessionsAnswerSchema;
  'DELETE /api/account/sessions/:id': typeof messageAnswerSchema;
  'POST /api/account/sessions/revoke-others': typeof otherSessionsRevokedSchema;
  'GET /api/account/two-factor': typeof twoFactorStatusSchema;
  'POST /api/account/two-factor/setup': typeof twoFactorSetupSchema;
  'POST /api/account/two-factor/confirm': typeof twoFactorEnabledAnswerSchema;
  'POST /api/account/two-factor/disable': typeof messageAnswerSchema;
  'POST /api/account/two-factor/recovery-codes': typeof recoveryCodesAnswerSchema;

  'POST /api/contacts': typeof contactAnswerSchema;
  'POST /api/contacts/tool-result': typeof consultantRequestAnswerSchema;
  'GET /api/contacts': typeof leadListSchema;
  'GET /api/contacts/summary': typeof leadSummarySchema;
  'GET /api/contacts/assignees': typeof assigneesSchema;
  'GET /api/contacts/:id': typeof leadDetailSchema;
  'PATCH /api/contacts/:id': typeof leadSchema;
  'POST /api/contacts/:id/notes': typeof leadNoteAnswerSchema;
  'GET /api/meetings/slots': typeof slotsAnswerSchema;
  'POST /api/meetings': typeof bookingAnswerSchema;
  'GET /api/meetings/manage': typeof meetingLinkAnswerSchema;
  'POST /api/meetings/manage/cancel': typeof meetingChangedAnswerSchema;
  'POST /api/meetings/manage/reschedule': typeof meetingChangedAnswerSchema;
  'POST /api/meetings/manage/links': typeof meetingLinksAnswerSchema;
  'GET /api/meetings/mine': typeof ownMeetingAnswerSchema;
  'POST /api/test-email': typeof testEmailAnswerSchema;
  'GET /api/admin/lead-views': typeof leadViewListSchema;
  'POST /api/admin/lead-views': typeof leadViewSchema;
  'PATCH /api/admin/lead-views/:id': typeof leadViewSchema;
  /** 204: no body, which the client reads as null. */
  'DELETE /api/admin/lead-views/:id': z.ZodNull;
  'GET /api/admin/firm': typeof firmFactsAnswerSchema;
  'PUT /api/admin/firm': typeof firmFactsAnswerSchema;
  // The editorial desk's content (issue 23 §2, §4, §5; decision 0113).
  'GET /api/admin/content/:collection': typeof contentListSchema;
  'POST /api/admin/content/:collection': typeof contentEntrySchema;
  'GET /api/admin/content/:collection/:id': typeof contentEntrySchema;
  'PUT /api/admin/content/:collection/:id/:locale': typeof contentEntrySchema;
  'POST /api/admin/content/:collection/:id/:locale/publish': typeof contentEntrySchema;
  'POST /api/admin/content/:collection/:id/:locale/unpublish': typeof contentEntrySchema;
  'GET /api/admin/content/:collection/:id/:locale/revisions': typeof contentRevisionsSchema;
  'POST /api/admin/content/:collection/:id/:locale/revisions/:revision/restore': typeof contentEntrySchema;
  // An image for an image field (issue 23 §6, decision 0129): the body is the file's bytes.
  'POST /api/admin/content/media': typeof uploadedMediaSchema;
  // Scheduled publishing (issue 23 §5, decision 0122).
  'POST /api/admin/content/:collection/:id/:locale/schedule': typeof contentEntrySchema;
  // Preview links and the calendar (issue 23 §5, decisions 0131, 0132).
  'POST /api/admin/content/:collection/:id/:locale/preview-link': typeof contentPreviewLinkSchema;
  'GET /api/admin/content-calendar': typeof contentCalendarSchema;
  // The meetings desk (issue 25 §1, §6; decision 0111).
  'GET /api/admin/consultants': typeof consultantsAnswerSchema;
  'PUT /api/admin/consultants/:id': typeof consultantSavedSchema;
  'POST /api/admin/consultants/:id/feed': typeof feedAnswerSchema;
  /** 204: no body, which the client reads as null. */
  'DELETE /api/admin/consultants/:id/feed': z.ZodNull;
  'POST /api/admin/meetings/:id/reassign': typeof meetingAnswerSchema;
  'PATCH /api/admin/meetings/:id': typeof meetingAnswerSchema;
  'GET /api/admin/agenda': typeof agendaAnswerSchema;
  'GET /api/admin/leads/:id/meetings': typeof leadMeetingsAnswerSchema;
}

export type ApiRoute = keyof ApiContract;

/** What a route answers on success: the output of the schema it is serialised with. */
export type ApiAnswer<R extends ApiRoute> = z.output<ApiContract[R]>;

/** The `:name` parameters of a route's path. */
export type RouteParams<R extends string> = R extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : R extends `${string}:${infer Name}`
    ? Name
    : never;
