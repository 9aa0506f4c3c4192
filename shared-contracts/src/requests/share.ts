import { z } from 'zod';
import { digits, flag, oneOf, REQUEST_MAX, text } from './fields';

const { name, text: line } = REQUEST_MAX;

/** GET|POST /svc/post/share/{name}/{id}. */
export const ShareParamsSchema = z.object({ name: text(64), id: digits() });

export const SHARE_NETWORKS = ['email', 'twitter', 'facebook', 'pinterest', 'reddit'] as const;

/** POST /svc/share/{network}. */
export const ShareNetworkParamsSchema = z.object({ network: oneOf([...SHARE_NETWORKS]) });

/** The body of POST /svc/share/{network}; the length rules with their own words are the service's. */
export const ShareSendRequestSchema = z.object({
  tumblelog_name: text(name).optional(),
  post_id: digits().optional(),
  message: text(line).optional(),
  email_address: text(name).optional(),
  allow_reply_to: flag().optional(),
  share_fallback: flag().optional(),
});

/** POST /svc/email_tumblelog: a blog shared by email (the rules and words of the email share). */
export const EmailTumblelogRequestSchema = z.object({
  tumblelog_name: text(name).optional(),
  email_address: text(name).optional(),
  message: text(line).optional(),
  allow_reply_to: flag().optional(),
});

/** POST /svc/facebook_status: nothing but the form key. */
export const FacebookStatusRequestSchema = z.object({});
