import { hashToken, novoToken } from '../modules/sessoes/tokens';
import { LOJA_DEMO_1, PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import type { AmbienteDeTeste } from './ambiente';
import type { Entrada } from './chamadas-rotas';

/**
 * The replay's calls (testing/chamadas-rotas.ts) for accounts and messages: password recovery and
 * reset, the support e-mail, the WhatsApp settings (against the local fake the test starts, whose
 * address and token are in the fixtures) and a signed download link. Each works on a person this
 * run creates, so no demo password changes under the other calls.
 */

let numero = 0;

/** A member of the first demo store with a recovery link waiting, the link's token answered. */
async function linkDeRecuperacao(amb: AmbienteDeTeste): Promise<string> {
  const [p] = await amb.ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento, email)
     SELECT revenda_id, $2, $1, senha_hash, true, 'recupera.respostas@exemplo.com.br' FROM parceiros WHERE cpf = $3 RETURNING id`,
    [cpfDe(630000000 + ++numero * 7741), `Membro Recupera ${numero}`, PARCEIRO_DEMO_1],
  );
  const token = novoToken();
  await amb.ds.query(`INSERT INTO recuperacoes_senha (parceiro_id, token_hash, expira_em) VALUES ($1, $2, now() + interval '30 minutes')`, [
    p.id,
    hashToken(token),
  ]);
  return token;
}

const whatsapp = (v: Record<string, string>) => ({ url: v.whatsappUrl, token: v.whatsappToken, codigo: 'SW-RESPOSTAS' });

export const CHAMADAS_CONTAS: Record<string, Entrada> = {
  'POST /sessoes/parceiro/atualizar-senha': async (_v, _q, amb) => ({
    corpo: { uuid: await linkDeRecuperacao(amb), novaSenha: 'frase nova das respostas' },
    status: 200,
  }),
  'POST /usuarios/:id/redefinir-senha': async (_v, _q, amb) => {
    const r = await amb.rest('POST', '/api/usuarios', {
      token: await amb.entrarPainel(2),
      corpo: {
        nome: 'Operador Redefinido',
        cpf: cpfDe(640000000 + ++numero),
        email: 'redefinido.respostas@exemplo.com.br',
        senha: 'Senha@Respostas1',
        permissao: 0,
      },
    });
    return { caminho: `/api/usuarios/${r.corpo.id}/redefinir-senha`, status: 200 };
  },
  'POST /enviar-email-contato': () => ({ corpo: { mensagem: 'Não recebi meu voucher.' }, status: 200 }),
  'POST /configuracoes': (v) => ({ corpo: whatsapp(v), status: 200 }),
  'POST /configuracoes/teste': async (v, _q, amb) => {
    await amb.rest('POST', '/api/configuracoes', { token: await amb.entrarPainel(2), corpo: whatsapp(v) });
    return { corpo: { celular: '11987654321' }, status: 200 };
  },
  // The signed link of an export, read without a session.
  'GET /downloads/:token': async (_v, _q, amb) => {
    const r = await amb.rest('GET', `/api/produtos_revenda?cnpjRevenda=${LOJA_DEMO_1}&download=1`, { token: await amb.entrarPainel(2) });
    return { caminho: String(r.corpo.fileLink), status: 200 };
  },
};
