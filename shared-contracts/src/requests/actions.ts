import { z } from 'zod';
import { digits, flag, REQUEST_MAX, requireOneOf, text } from './fields';

const { name, text: line, body } = REQUEST_MAX;

/** POST /fast_reblog: the post (reblog_post_id or id) with its reblog key. */
export const FastReblogRequestSchema = z
  .object({
    reblog_post_id: digits().optional(),
    id: digits().optional(),
    reblog_key: text(name).optional(),
    queue: flag().optional(),
    pt: text(name).optional(),
  })
  .superRefine(requireOneOf(['reblog_post_id', 'id']));

/** POST /publish. */
export const PublishRequestSchema = z
  .object({ id: digits().optional(), post_id: digits().optional(), queue: flag().optional() })
  .superRefine(requireOneOf(['id', 'post_id']));

/** POST /answer: an ask in one of the user's blogs. */
export const AnswerRequestSchema = z
  .object({
    post_id: digits().optional(),
    id: digits().optional(),
    tumblelog: text(name).optional(),
    key: text(name).optional(),
    answer_text: text(body).optional(),
  })
  .superRefine(requireOneOf(['post_id', 'id']));

/** POST /approve_submission. */
export const ApproveSubmissionRequestSchema = z
  .object({ id: digits().optional(), post_id: digits().optional(), queue: flag().optional() })
  .superRefine(requireOneOf(['id', 'post_id']));

/** POST /deny_submission. */
export const DenySubmissionRequestSchema = z
  .object({ pid: digits().optional(), id: digits().optional() })
  .superRefine(requireOneOf(['pid', 'id']));

/** POST /svc/reply. The 475-character rule is the service's (it counts the text after cleaning). */
export const ReplyRequestSchema = z
  .object({
    post_id: digits().optional(),
    id: digits().optional(),
    reply_text: text(line).optional(),
    tumblelog: text(name).optional(),
    tumblelog_key: text(name).optional(),
    source: text(name).optional(),
  })
  .superRefine(requireOneOf(['post_id', 'id']));

const promotion = {
  post_id: digits().optional(),
  id: digits().optional(),
  reblog_key: text(name).optional(),
  tumblelog_name: text(name).optional(),
  tag: text(name).optional(),
};

/** POST /svc/promote. */
export const PromoteRequestSchema = z.object(promotion).superRefine(requireOneOf(['post_id', 'id']));

/** POST /svc/unpromote: tag_id is the tag text. */
export const UnpromoteRequestSchema = z
  .object({ ...promotion, tag_id: text(name).optional() })
  .superRefine(requireOneOf(['post_id', 'id']));

/** POST /svc/block/add: a blog by name, or the blog of a post. */
export const BlockAddRequestSchema = z.object({
  tumblelog: text(name).optional(),
  blocked_tumblelog: text(name).optional(),
  blocked_post: text(name).optional(),
  block_context: text(name).optional(),
});

/** POST /svc/block/remove. */
export const BlockRemoveRequestSchema = z.object({
  tumblelog: text(name).optional(),
  blocked_tumblelog: text(name).optional(),
});
