// The per-blog follow/subscribe state and the commands, for the other features of this remote.
export { RelationshipProvider, useRelationshipCommands, type RelationshipCommands } from './components/relationship-provider';
export { useRelationship } from './hooks/use-relationship';
