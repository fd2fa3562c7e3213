import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNaLoja, novaPagina, preparar } from './lib.mjs';

preparar();

/** A small valid PNG (greyscale 8×8) for the receipt upload. */
function png() {
  const bloco = (tipo, dados) => {
    const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
    const tamanho = Buffer.alloc(4);
    tamanho.writeUInt32BE(dados.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(corpo) >>> 0);
    return Buffer.concat([tamanho, corpo, crc]);
  };
  const cabecalho = Buffer.alloc(13);
  cabecalho.writeUInt32BE(8, 0);
  cabecalho.writeUInt32BE(8, 4);
  cabecalho[8] = 8;
  const linhas = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, 200, 200, 200, 200, 200, 200, 200, 200])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', cabecalho),
    bloco('IDAT', zlib.deflateSync(linhas)),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The terms modal shows until the member accepts (the second demo member has not, in the seed; another
 * file may have accepted them already). The database says which, so the wait is for a modal that will come.
 */
async function aceitarRegulamentoSeAparecer(pagina, cpf) {
  const [{ aceitou }] = await consultar(`SELECT aceitou_regulamento AS aceitou FROM parceiros WHERE cpf = $1`, [cpf.replace(/\D/g, '')]);
  if (aceitou) return;
  const dialogo = pagina.getByRole('dialog', { name: 'Regulamento' });
  await dialogo.waitFor();
  await pagina.getByLabel('Concordo com os termos deste Regulamento.').check();
  await dialogo.getByRole('button', { name: 'ACEITAR' }).click();
  await dialogo.waitFor({ state: 'hidden' });
}

const claimsDe = async (cpf, origem) =>
  (
    await consultar(
      `SELECT count(*)::int AS n FROM pontuacoes c JOIN parceiros p ON p.id = c.parceiro_id WHERE p.cpf = $1 AND c.origem = $2 AND c.status = 'pendente'`,
      [cpf, origem],
    )
  )[0].n;

describe('member side of earning points', () => {
  it('a type-1 member adds two products, sends them and sees them under review', async () => {
    const pagina = await novaPagina({ largura: 390, altura: 844 });
    await entrarNaLoja(pagina, '700.000.007-44');
    await pagina.waitForURL(`${BASE}/home`);
    const antes = await claimsDe('70000000744', 'digitada');

    await pagina.goto(`${BASE}/enviar-pontuacao`);
    const adicionar = async (codigo, digitos) => {
      await pagina.getByLabel('Código do produto').fill(codigo);
      await pagina.getByLabel('Valor da venda').pressSequentially(digitos);
      await pagina.getByRole('button', { name: 'Adicionar produto' }).click();
      await pagina.getByRole('table', { name: 'Produtos da venda' }).getByText(codigo, { exact: true }).waitFor();
    };
    // The typed value is in cents: 48990 → R$ 489,90.
    await adicionar('SW-ACRPF-BR-18L', '48990');
    await adicionar('SW-FUNDO-18L', '24990');
    assert.match(await pagina.getByTestId('total-pontos').innerText(), /^Total: [\d.]+ pontos$/);
    await pagina.getByRole('button', { name: 'Enviar', exact: true }).click();

    await pagina.waitForURL(`${BASE}/pontuacoes`);
    await pagina.getByRole('table', { name: 'Pontos em análise' }).getByText('SW-ACRPF-BR-18L, SW-FUNDO-18L').first().waitFor();
    assert.equal(await claimsDe('70000000744', 'digitada'), antes + 1);
    const [c] = await consultar(
      `SELECT c.itens FROM pontuacoes c JOIN parceiros p ON p.id = c.parceiro_id WHERE p.cpf = '70000000744' ORDER BY c.id DESC LIMIT 1`,
    );
    assert.deepEqual(
      c.itens.map((i) => [i.codigo, i.valor]),
      [
        ['SW-ACRPF-BR-18L', 489.9],
        ['SW-FUNDO-18L', 249.9],
      ],
    );
  });

  it('on a 390 px phone the statement explains the balance: cards, the migrated points, and home warns of expiring points', async () => {
    // Home: a member (demo password) whose points expire within the next weeks (modules/pontos/vencimentos.seed.ts).
    const [aVencer] = await consultar(
      `SELECT p.cpf FROM parceiros p JOIN revendas r ON r.id = p.revenda_id
        WHERE p.ativo AND r.ativo AND p.aceitou_regulamento AND p.senha_hash = (SELECT senha_hash FROM parceiros WHERE cpf = '70000000744')
          AND EXISTS (SELECT 1 FROM lotes_pontos l WHERE l.parceiro_id = p.id AND l.restante > 0 AND l.vence_em > now() AND l.vence_em < now() + interval '50 days')
        ORDER BY p.id LIMIT 1`,
    );
    assert.ok(aVencer, 'um vendedor de demonstração com pontos a vencer');
    const inicio = await novaPagina({ largura: 390, altura: 844 });
    await entrarNaLoja(inicio, aVencer.cpf);
    await inicio.waitForURL(`${BASE}/home`);
    await inicio
      .getByTestId('pontos-a-vencer')
      .getByText(/pontos vencem nos próximos 60 dias$/)
      .waitFor();
    await inicio.close();

    const pagina = await novaPagina({ largura: 390, altura: 844 });
    await entrarNaLoja(pagina, '700.000.007-44');
    await pagina.waitForURL(`${BASE}/home`);
    await pagina.goto(`${BASE}/pontuacoes`);
    const extrato = pagina.getByRole('list', { name: 'Extrato' });
    await extrato.getByRole('listitem').first().waitFor();
    const [{ saldo, total }] = await consultar(
      `SELECT p.saldo_pontos AS saldo, (SELECT count(*)::int FROM movimentos_pontos m WHERE m.parceiro_id = p.id) AS total
         FROM parceiros p WHERE p.cpf = '70000000744'`,
    );
    // The newest movement leaves the current balance.
    const saldoTexto = Math.trunc(Number(saldo)).toLocaleString('pt-BR');
    await extrato.getByRole('listitem').first().getByText(`Saldo: ${saldoTexto}`).waitFor();
    if (total > 10) await pagina.getByText(`${total} movimentos`).waitFor();
    assert.ok(await pagina.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'o extrato cabe em 390 px');

    // The migrated balance, which no other table shows, is in the statement.
    await pagina.getByRole('combobox', { name: 'Tipo' }).click();
    await pagina.getByRole('option', { name: 'Saldo migrado' }).click();
    await extrato.getByText('Saldo migrado do programa anterior').first().waitFor();
  });

  it('a type-2 member uploads a photo and sees it under review', async () => {
    const pagina = await novaPagina({ largura: 390, altura: 844 });
    await entrarNaLoja(pagina, '800.000.008-33');
    await pagina.waitForURL(`${BASE}/home`);
    await aceitarRegulamentoSeAparecer(pagina, '800.000.008-33');
    const antes = await claimsDe('80000000833', 'foto');

    await pagina.goto(`${BASE}/enviar-pontuacao`);
    await pagina.getByRole('button', { name: 'ENVIAR' }).click();
    await pagina.getByText('Selecione um arquivo primeiro').waitFor();
    await pagina.locator('input[type=file]').setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: png() });
    await pagina.getByRole('button', { name: '1 arquivos(s) selecionado(s)' }).waitFor();
    await pagina.getByRole('button', { name: 'ENVIAR' }).click();
    await pagina.getByText('1 arquivo(s) enviado(s) com sucesso').waitFor();
    assert.equal(await claimsDe('80000000833', 'foto'), antes + 1);

    await pagina.goto(`${BASE}/pontuacoes`);
    const emAnalise = pagina.getByRole('table', { name: 'Pontos em análise' });
    await emAnalise.getByText('Foto da nota').first().waitFor();
    assert.equal(await emAnalise.getByText('Foto da nota').count(), antes + 1);
    // The seeded rejected receipt shows with its reason.
    await pagina.getByRole('table', { name: 'Notas não processadas' }).getByText('Nota Ilegível').waitFor();
  });
});
