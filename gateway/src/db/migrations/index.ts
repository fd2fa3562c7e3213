/** Every migration, oldest first. A new migration file adds one line here. */
import { Fundacao1763800000000 } from './1763800000000-Fundacao';

export const MIGRACOES = [Fundacao1763800000000];
