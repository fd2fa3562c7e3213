import { Config, lerConfig } from './config';

let atual: Config | null = null;

/** The configuration read at start (tests may replace it with `definirConfig`). */
export function config(): Config {
  atual ??= lerConfig();
  return atual;
}

export function definirConfig(c: Config): void {
  atual = c;
}
