import { CROSS_WINDOW_TOPICS, TOPICS, type Topic, type TopicDefinition } from './topics';
import type * as TopicsModule from './topics';
import { TOPIC_SCHEMAS, topicPayloadProblem } from './topic-schemas';
import { CROSS_WINDOW_TOPIC_SCHEMAS } from './cross-window-schemas';

describe('bus topics', () => {
  it('load without zod: the metadata every browser gets holds no schema', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded by bus/topics');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require('./topics') as typeof TopicsModule;
      expect(Object.keys(isolated.TOPICS)).toEqual(Object.keys(TOPICS));
    });
    for (const definition of Object.values(TOPICS)) {
      const keys = Object.keys(definition).sort();
      expect(keys).toEqual(
        'owner' in definition ? ['crossWindow', 'kind', 'owner', 'replay'] : ['crossWindow', 'kind', 'replay'],
      );
    }
  });

  it('name an owning remote only for commands', () => {
    for (const definition of Object.values(TOPICS) as TopicDefinition[])
      if (definition.owner) expect(definition.kind).toBe('command');
    expect((TOPICS['compose:open-fast'] as TopicDefinition).owner).toBe('compose');
    expect((TOPICS['share:open'] as TopicDefinition).owner).toBe('share');
  });

  it('have a payload schema for every topic and a cross-window schema for every cross-window topic', () => {
    expect(Object.keys(TOPIC_SCHEMAS).sort()).toEqual(Object.keys(TOPICS).sort());
    expect(Object.keys(CROSS_WINDOW_TOPIC_SCHEMAS).sort()).toEqual([...CROSS_WINDOW_TOPICS].sort());
    for (const topic of CROSS_WINDOW_TOPICS) expect(TOPIC_SCHEMAS[topic]).toBe(CROSS_WINDOW_TOPIC_SCHEMAS[topic]);
  });

  it('say what is wrong with a payload', () => {
    expect(topicPayloadProblem('post:deleted', { postId: '1' })).toBeNull();
    expect(topicPayloadProblem('session:current-blog', { name: '' })).toMatch(/^name: /);
    expect(topicPayloadProblem('toast:show' as Topic, null)).toMatch(/^\(payload\): /);
  });
});
