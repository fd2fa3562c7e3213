import { pngDemo } from '../modules/pontuacoes/pontuacoes.seed';
import { LOJA_DEMO_2 } from '../seed/demo';
import type { AmbienteDeTeste } from './ambiente';
import type { Entrada } from './chamadas-rotas';
import { formulario, primeiro } from './fixtures-rotas';
import { nova } from './pesquisas-dados';

/**
 * The replay's calls (testing/chamadas-rotas.ts) for the registrations of the panel: each creation
 * sends a complete form, and each edition or deletion first creates the row it works on, so the calls
 * need no order among them and leave the seeded rows the reads depend on as they were.
 */

const foto = (campo: string) => ({ campo, nome: 'foto.png', conteudo: pngDemo(), tipo: 'image/png' });

/** A row this run writes, created through the API as the Administrador, its id answered. */
async function criar(amb: AmbienteDeTeste, caminho: string, corpo: unknown): Promise<string> {
  const r = await amb.rest('POST', caminho, { token: await amb.entrarPainel(2), corpo });
  if (r.status !== 201) throw new Error(`${caminho}: ${r.status} ${JSON.stringify(r.corpo)}`);
  return String(r.corpo.id ?? r.corpo.premio?.id);
}

const loja = (rede: string, cnpj: string, codigo: string) => ({
  rede,
  codigo,
  cnpj,
  nomeFantasia: 'Tintas das Respostas',
  razaoSocial: 'Respostas Comércio de Tintas Ltda',
  responsavel: 'Marta Ribeiro',
  email: 'contato@respostas.com.br',
  telefone: '1133334444',
  celular: '11987654321',
  endCep: '01310100',
  endRua: 'Avenida Paulista',
  endNumero: '1000',
  endComplemento: '',
  endBairro: 'Bela Vista',
  endCidade: 'São Paulo',
  endEstado: 'SP',
  tipoPontuacao: 2,
  fatorPontuacao: 3,
});

const produto = (codigo: string) => ({ codigo, nome: 'Tinta das Respostas 18L', valorUnitario: '199,90', valorPontos: '19,5' });
const produtoLoja = (codigoPadrao: string, codigo: string) => ({
  cnpjRevenda: LOJA_DEMO_2,
  codigoPadrao,
  codigo,
  nome: 'Massa das Respostas',
  valorUnitario: '118,00',
});
const premio = (codigo: string) => ({ nome: 'Kit das Respostas', codigo, descricao: 'Kit com faca e garfo', custoTotal: '1.234,50', tipo: '', pontos: '1500' });
const csv = (nome: string, linhas: string[]) => ({ campo: 'arquivo', nome, conteudo: Buffer.from(linhas.join('\r\n')), tipo: 'text/csv' });
const banner = (titulo: string) => ({ titulo, dataInicial: '2026-01-01', dataFinal: '2030-12-31' });

export const CHAMADAS_CADASTROS: Record<string, Entrada> = {
  'POST /revendas': (v) => ({ corpo: loja(v.rede, '11444777000161', 'RESP-01'), status: 201 }),
  'DELETE /revendas/:id': async (v, _q, amb) => ({
    caminho: `/api/revendas/${await criar(amb, '/api/revendas', loja(v.rede, '45997418000153', 'RESP-02'))}`,
    status: 200,
  }),
  'POST /produtos': () => ({ corpo: produto('SW-RESPOSTAS-01'), status: 201 }),
  'DELETE /produtos/:id': async (_v, _q, amb) => ({ caminho: `/api/produtos/${await criar(amb, '/api/produtos', produto('SW-RESPOSTAS-02'))}`, status: 200 }),
  'POST /produtos_revenda': (v) => ({ corpo: produtoLoja(v.produtoCodigo, 'RESP-9000'), status: 201 }),
  'DELETE /produtos_revenda/:id': async (v, _q, amb) => ({
    caminho: `/api/produtos_revenda/${await criar(amb, '/api/produtos_revenda', produtoLoja(v.produtoCodigo, 'RESP-9001'))}`,
    status: 200,
  }),
  // The survey tests' own answer, on the second demo store.
  'POST /pesquisa_mercado': () => ({
    corpo: nova({ cnpjRevenda: LOJA_DEMO_2 }),
    status: 201,
  }),
  'POST /premios': () => ({ multipart: formulario(premio('RESP-KIT-1'), foto('foto')), status: 201 }),
  'PUT /premios/:id': async (_v, _q, amb) => {
    const id = await primeiro(amb, `SELECT id FROM premios WHERE codigo = 'RESP-KIT-0'`);
    return { caminho: `/api/premios/${id}`, corpo: { ...premio('RESP-KIT-0'), tipo: 'recarga' }, status: 200 };
  },
  'DELETE /premios/:id': async (_v, _q, amb) => ({
    caminho: `/api/premios/${await primeiro(amb, `SELECT id FROM premios WHERE codigo = 'RESP-KIT-0'`)}`,
    status: 200,
  }),
  'POST /banners': () => ({ corpo: banner('Banner das Respostas'), status: 201 }),
  'POST /upload/banner': () => ({ multipart: formulario(banner('Banner com imagem'), foto('arquivo')), status: 201 }),
  'PUT /banners/:id': async (_v, _q, amb) => ({
    caminho: `/api/banners/${await criar(amb, '/api/banners', banner('Banner editado'))}`,
    corpo: { ativo: 0 },
    status: 200,
  }),
  'PATCH /banners/bulk': async (_v, _q, amb) => {
    const id = await criar(amb, '/api/banners', banner('Banner reordenado'));
    return { corpo: [{ id: Number(id), ordem: 1 }], status: 200 };
  },
  // A line that creates a product and one refused: the answer carries both parts.
  'POST /upload/produtos': () => ({
    multipart: formulario({}, csv('produtos.csv', ['codigo;nome;valorUnitario;valorPontos', 'SW-RESPOSTAS-UP;Tinta Enviada 18L;99,90;10', ';Sem código;1;1'])),
    status: 200,
  }),
  'POST /upload/produtos_revenda': (v) => ({
    multipart: formulario(
      { cnpjRevenda: LOJA_DEMO_2 },
      csv('loja.csv', [
        'codigoPadrao;codigo;nome;valorUnitario;valorPontos',
        `${v.produtoCodigo};RESP-UP-1;Produto Enviado;10,00;`,
        'SW-NAO-EXISTE;RESP-UP-2;Outro;1,00;',
      ]),
    ),
    status: 200,
  }),
  'DELETE /banners/:id': async (_v, _q, amb) => ({ caminho: `/api/banners/${await criar(amb, '/api/banners', banner('Banner excluído'))}`, status: 200 }),
};
