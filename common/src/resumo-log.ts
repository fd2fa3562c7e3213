/**
 * A log's parameters as lines a person reads on the Logs screen: "Nome: Rede A → Rede B" for an
 * edit (antes/depois, de/para), "Campo: valor" otherwise. The raw JSON stays available beside it.
 */

const ROTULOS: Record<string, string> = {
  id: 'Id',
  ids: 'Ids',
  nome: 'Nome',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  celular: 'Celular',
  codigo: 'Código',
  regiao: 'Região',
  valorPonto: 'Valor do ponto',
  ativo: 'Ativo',
  parceiroId: 'Vendedor (id)',
  revendaId: 'Loja (id)',
  resgateId: 'Resgate (id)',
  produtoId: 'Produto (id)',
  pontuacaoId: 'Pontuação (id)',
  rede: 'Rede',
  revenda: 'Loja',
  pontos: 'Pontos',
  pontosAlternativo: 'Pontos alternativo',
  custoTotal: 'Custo total',
  arquivo: 'Arquivo',
  total: 'Total',
  criados: 'Criados',
  atualizados: 'Atualizados',
  erros: 'Erros',
  justificativa: 'Justificativa',
  status: 'Status',
  statusAnterior: 'Status anterior',
  dataEntrega: 'Data de entrega',
  observacao: 'Observação',
  permissao: 'Perfil',
  descricao: 'Descrição',
  quantidade: 'Quantidade',
  linhas: 'Linhas',
  itens: 'Itens',
  origem: 'Origem',
  plataforma: 'Plataforma',
  senhaAlterada: 'Senha alterada',
  tokenAlterado: 'Token alterado',
  foto: 'Foto',
  tipo: 'Tipo',
  porcentagem: 'Porcentagem',
  ofertas: 'Ofertas',
  estornos: 'Estornos',
  saldo: 'Saldo',
  data: 'Data',
  dia: 'Dia',
  parceiros: 'Vendedores',
  tamanho: 'Tamanho',
  bytes: 'Bytes',
  enviarMensagem: 'Enviar mensagem',
  idRevendasPermitidas: 'Lojas permitidas',
  idRedesPermitidas: 'Redes permitidas',
  codProduto: 'Código do produto',
  limitePontuacao: 'Limite de pontuação',
  usosSemanaisVoucher: 'Usos semanais de voucher',
  voucherAtivo: 'Voucher ativo',
  url: 'URL',
  campos: 'Campos alterados',
  atualizarRevenda: 'Atualizar lojas',
  produtosRevendaAtualizados: 'Produtos de loja atualizados',
  criada: 'Criada',
  expiraEm: 'Expira em',
  fatorPontuacao: 'Fator de pontuação',
  limite: 'Limite',
  nomeFantasia: 'Nome fantasia',
  razaoSocial: 'Razão social',
  valorPontos: 'Pontos do produto',
  escolhaMembro: 'Escolha do vendedor',
  titulo: 'Título',
  imagem: 'Imagem',
  dataInicial: 'Data inicial',
  dataFinal: 'Data final',
  ordem: 'Ordem',
  link: 'Link',
  mensagem: 'Mensagem',
};

/** "valorPontoNovo" → "Valor ponto novo" for a key the catalogue does not name. */
export function rotuloDoParametro(chave: string): string {
  const rotulo = ROTULOS[chave];
  if (rotulo && Object.prototype.hasOwnProperty.call(ROTULOS, chave)) return rotulo;
  const palavras = chave
    .replace(/[_.]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}

const MAXIMO_ITENS = 10;

/** One value as text: Sim/Não, "(vazio)", lists cut at ten items, objects one level deep. */
export function valorDoParametro(valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '(vazio)';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'number') return valor.toLocaleString('pt-BR');
  if (Array.isArray(valor)) {
    if (valor.length === 0) return '(nenhum)';
    const itens = valor.slice(0, MAXIMO_ITENS).map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : valorDoParametro(v)));
    return valor.length > MAXIMO_ITENS ? `${itens.join(', ')} e mais ${valor.length - MAXIMO_ITENS}` : itens.join(', ');
  }
  if (typeof valor === 'object') {
    return Object.entries(valor as Record<string, unknown>)
      .map(([k, v]) => `${rotuloDoParametro(k)}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : valorDoParametro(v)}`)
      .join('; ');
  }
  return String(valor);
}

const ehObjeto = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const iguais = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function resumoDoLog(parametros: unknown): string[] {
  if (!ehObjeto(parametros)) return parametros === null || parametros === undefined ? [] : [valorDoParametro(parametros)];
  const linhas: string[] = [];
  const { antes, depois, de, para, ...demais } = parametros;
  for (const [chave, valor] of Object.entries(demais)) linhas.push(`${rotuloDoParametro(chave)}: ${valorDoParametro(valor)}`);
  if (ehObjeto(antes) && ehObjeto(depois)) {
    // Only what changed; a field the edit did not send is not a change.
    for (const chave of Object.keys(depois)) {
      if (!iguais(antes[chave], depois[chave]))
        linhas.push(`${rotuloDoParametro(chave)}: ${valorDoParametro(antes[chave])} → ${valorDoParametro(depois[chave])}`);
    }
  } else if (antes !== undefined || depois !== undefined) {
    linhas.push(`Alteração: ${valorDoParametro(antes)} → ${valorDoParametro(depois)}`);
  }
  if (de !== undefined || para !== undefined) linhas.push(`Alteração: ${valorDoParametro(de)} → ${valorDoParametro(para)}`);
  return linhas;
}
