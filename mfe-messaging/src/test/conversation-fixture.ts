import type { Conversation, Participant } from '@dash/shared-contracts';

export function conversation(id: string, extra: Partial<Conversation> = {}): Conversation {
  return {
    id,
    status: 'ACTIVE',
    last_modified_ts: Date.now() - 5 * 60_000,
    last_read_ts: Date.now(),
    participants: [
      {
        name: 'alpha',
        uuid: 't:alpha',
        title: 'Alpha',
        avatar_url: '/a.png',
        url: '/blog/alpha',
        description: '',
        can_receive_messages: true,
        is_blog_following_you: false,
        is_following_blog: false,
      },
      {
        name: `friend-${id}`,
        uuid: `t:friend-${id}`,
        title: 'Friend',
        avatar_url: '/f.png',
        url: '/blog/friend',
        description: '',
        can_receive_messages: true,
        is_blog_following_you: true,
        is_following_blog: true,
      },
    ],
    unread_messages_count: 0,
    can_send: true,
    is_possible_spam: false,
    is_blurred_images: false,
    last_message: {
      conversation_id: id,
      type: 'TEXT',
      ts: '1',
      participant: `t:friend-${id}`,
      content: { text: `hello from ${id}` },
    },
    ...extra,
  };
}

/** A blog as participant_suggestions answers it. */
export function participant(name: string, extra: Partial<Participant> = {}): Participant {
  return {
    name,
    uuid: `t:${name}`,
    title: `${name} title`,
    avatar_url: `/avatar/${name}.png`,
    url: `/blog/${name}`,
    description: '',
    can_receive_messages: true,
    is_blog_following_you: false,
    is_following_blog: true,
    ...extra,
  };
}
