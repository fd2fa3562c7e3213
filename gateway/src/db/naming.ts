import { DefaultNamingStrategy, NamingStrategyInterface } from 'typeorm';

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Entities use the contract's camelCase names; tables and columns are snake_case for plain SQL. */
export class NomesSnakeCase extends DefaultNamingStrategy implements NamingStrategyInterface {
  columnName(propriedade: string, nomePersonalizado: string | undefined, prefixos: string[]): string {
    return snake(prefixos.concat(nomePersonalizado ?? propriedade).join('_'));
  }
  relationName(propriedade: string): string {
    return snake(propriedade);
  }
  joinColumnName(relacao: string, coluna: string): string {
    return snake(`${relacao}_${coluna}`);
  }
}
