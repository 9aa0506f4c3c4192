import { Suspense, lazy } from 'react';
import type { AnyPostType, Post } from '@dash/shared-contracts';
import type { FormMode } from '../lib/field-specs';
import { PostMetaFields } from './post-meta-fields';
import { AnswerQuestion } from './answer-question';
import { bindFields } from './field-binders';
import { TypeFields, type FieldsProps } from './type-fields';

// The reblogged post is drawn by the dashboard's reblog trail (@dash/post-kit), a chunk of its own:
// a new post's form never loads it.
const ReblogContent = lazy(() =>
  import(/* webpackChunkName: "reblog-trail" */ './reblog-content').then((m) => ({ default: m.ReblogContent })),
);

interface ContentProps extends FieldsProps {
  type: AnyPostType;
  post: Post | null;
  mode: FormMode;
  isReblog: boolean;
}

/** The fields of the form's mode: a reblog's comment under the original, an answer, or the type's own. */
export function PostFormContent({ type, post, mode, isReblog, ...props }: ContentProps) {
  const { fields, setField, disabled } = props;
  const { rich } = bindFields(props);
  let main;
  if (isReblog && post) {
    main = (
      <>
        <Suspense fallback={null}>
          <ReblogContent post={post} includeOwnComment={mode === 'reblog'} />
        </Suspense>
        {rich('comment', 'Comment', { placeholder: 'Add something, if you like', autoFocus: true })}
      </>
    );
  } else if (type === 'answer') {
    main = (
      <>
        {post && <AnswerQuestion post={post} />}
        {rich('answer', 'Answer', { autoFocus: true })}
      </>
    );
  } else {
    main = <TypeFields type={type} {...props} />;
  }
  return (
    <div className="compose-fields">
      {main}
      <PostMetaFields fields={fields} setField={setField} disabled={disabled} />
    </div>
  );
}
