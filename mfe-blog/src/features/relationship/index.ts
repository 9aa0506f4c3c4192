// The per-blog follow/subscribe state and the commands, for the other features of this remote.
export { RelationshipProvider, useRelationshipCommands, type RelationshipCommands } from './components/relationship-provider';
export { useRelationship } from './hooks/use-relationship';
export { failureMessage, showError, type CommandDeps, loadRelationship } from './lib/command-deps';
export { withFollowing, type Relationship } from './lib/relationship-store';
