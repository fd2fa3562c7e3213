import { mudancasIncompativeis, registrada } from '../schema/mudancas';

/** The breaking-change check of npm test: what it calls breaking, and when a change counts as recorded. */

const ANTES = `type Query { rede(id: Int!): Rede! redes: [Rede!]! }
type Rede { id: Int! nome: String! }`;

describe('mudancasIncompativeis', () => {
  it('finds removed fields, changed argument types and lost non-null, and ignores additions', async () => {
    const depois = `type Query { rede(id: ID!): Rede redes: [Rede!]! }
type Rede { id: ID! nome: String! cidade: String }`;
    const caminhos = (await mudancasIncompativeis(ANTES, depois)).map((m) => m.caminho).sort();
    expect(caminhos).toEqual(['Query.rede', 'Query.rede.id', 'Rede.id']);
    expect(await mudancasIncompativeis(ANTES, `${ANTES}\ntype Extra { x: Int }`)).toEqual([]);
  });
});

describe('registrada', () => {
  it('counts a change recorded by its coordinate or a parent, in backquotes', () => {
    const changelog = '- `Query.rede`: agora anulável\n- Rede.id mudou';
    expect(registrada('Query.rede.id', changelog)).toBe(true);
    expect(registrada('Query.rede', changelog)).toBe(true);
    expect(registrada('Rede.id', changelog)).toBe(false);
    expect(registrada('Query.redes', changelog)).toBe(false);
  });
});
