/** Nothing in an answer may describe the server's insides: driver errors, stack frames, SQL. */
export const VAZAMENTO =
  /QueryFailedError|TypeORMError|\bat [\w.<>]+ \(|node_modules|\.js:\d+|SELECT |INSERT INTO|UPDATE [a-z_]+ SET|syntax error|violates|relation "|column "|duplicate key|stack/i;
