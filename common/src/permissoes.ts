/**
 * The permission matrix: who may call which operation. The panel's side menu (menu.ts) and the
 * gateway's guard both read these tables, so what a role sees and what it may do cannot disagree.
 */

import { papeisDoSubitem } from './menu';

/** Panel roles (usuario.permissao). */
export enum Permissao {
  Marca = 0,
  Operador = 1,
  Administrador = 2,
  Vendedor = 3,
  Auditor = 4,
  MarcaPlus = 5,
}

export const NOMES_PERMISSAO: Record<Permissao, string> = {
  [Permissao.Administrador]: 'Administrador',
  [Permissao.Operador]: 'Operador',
  [Permissao.Marca]: 'Equipe Marca',
  [Permissao.Vendedor]: 'Vendedor',
  [Permissao.Auditor]: 'Auditor',
  [Permissao.MarcaPlus]: 'Equipe Marca Plus',
};

/** The order the Administrator form offers the roles in (spec 1 §5). */
export const OPCOES_PERMISSAO: Permissao[] = [2, 1, 0, 3, 4, 5];

/** A member of the storefront (parceiro) is an audience of its own, not a panel role. */
export const PARCEIRO = 'parceiro' as const;
/** Anyone, signed in or not. */
export const PUBLICO = 'publico' as const;

/**
 * A partner platform calling with an integrator API key (X-Api-Key): an audience of its own that
 * the matrix lists only on the platform-credit operation, so a key reaches nothing else.
 */
export const INTEGRADOR = 'integrador' as const;

export type Papel = Permissao | typeof PARCEIRO | typeof PUBLICO | typeof INTEGRADOR;

const TODOS_USUARIOS: Permissao[] = [0, 1, 2, 3, 4, 5];
const SEM_AUDITOR: Permissao[] = [0, 1, 2, 3, 5];

// Registration and processing screens: the roles that see the menu sub-item (its group's roles
// and its own), so the screen and the call it makes agree.
const CADASTRAR = (item: string): Permissao[] => papeisDoSubitem('/cadastrar', item);
const PROCESSAR = (item: string): Permissao[] => papeisDoSubitem('/processar', item);

/**
 * Every protected operation of the gateway, whichever door (REST or GraphQL) it comes in by.
 * Adding an operation here is the only way to make it callable.
 */
export const OPERACOES = {
  // Sessions
  'sessao.usuario.entrar': [PUBLICO],
  'sessao.parceiro.entrar': [PUBLICO],
  'sessao.sair': [...TODOS_USUARIOS, PARCEIRO],
  // Panel users
  'usuarios.perfil.editar': TODOS_USUARIOS,
  'usuarios.perfil.ver': TODOS_USUARIOS,
  'usuarios.criar': [Permissao.Operador, Permissao.Administrador],
  'usuarios.buscar': [Permissao.Operador, Permissao.Administrador],
  // Administradores: the users that can be created can be managed — list, edit,
  // deactivate/reactivate and password reset follow 'usuarios.criar'; which users each role
  // reaches is PERMISSOES_CONCEDIVEIS (role 1 never sees or touches role 2).
  'usuarios.listar': [Permissao.Operador, Permissao.Administrador],
  'usuarios.editar': [Permissao.Operador, Permissao.Administrador],
  'usuarios.ativar': [Permissao.Operador, Permissao.Administrador],
  'usuarios.senha.redefinir': [Permissao.Operador, Permissao.Administrador],
  // Dashboard
  'dashboard.ver': SEM_AUDITOR,
  // Postal codes (public: the self-registration form uses it too)
  'cep.consultar': [PUBLICO],
  // The API's own reference (OpenAPI document and its page).
  'api.documentacao': [PUBLICO],
  // Signed download links (an export opened in a new window, without the Authorization header):
  // the link itself carries the signature, the signer's session and the operation it re-checks.
  'downloads.baixar': [PUBLICO],
  // Networks (read by filters on most screens, so every panel role). Spec 1 §6: edit 1–2, toggle and delete 2.
  'redes.listar': TODOS_USUARIOS,
  'redes.criar': CADASTRAR('/rede'),
  'redes.editar': [1, 2],
  // What a point costs — a network's valorPonto and totalCusto, a sale's valorCusto (which gives
  // valorPonto away) — is one field rule for every screen, export and GraphQL field: the roles that
  // may edit valorPonto see it (veValoresDoPonto below); the others get null / no column.
  'redes.valores': [1, 2],
  'redes.ativar': [2],
  'redes.excluir': [2],
  // Stores. Spec 1 §6: edit 1, 2, 5; toggles (ativo, resgateLiberado) and delete 2 and 5.
  'revendas.listar': TODOS_USUARIOS,
  'revendas.criar': CADASTRAR('/revenda'),
  'revendas.editar': [1, 2, 5],
  'revendas.ativar': [2, 5],
  'revendas.excluir': [2, 5],
  // Standard products. Spec 1 §6: edit 1–2, toggle and delete 2.
  'produtos.listar': SEM_AUDITOR,
  'produtos.criar': CADASTRAR('/produto'),
  'produtos.editar': [1, 2],
  'produtos.ativar': [2],
  'produtos.excluir': [2],
  'produtos.consultarCodigo': [...TODOS_USUARIOS, PARCEIRO],
  'produtos.upload': PROCESSAR('/produtos'),
  // Store products
  'produtosRevenda.listar': SEM_AUDITOR,
  'produtosRevenda.criar': CADASTRAR('/produto'),
  'produtosRevenda.editar': [1, 2],
  'produtosRevenda.ativar': [2],
  'produtosRevenda.excluir': [2],
  'produtosRevenda.upload': PROCESSAR('/produtos'),
  // Salespeople (staff side). Spec 1 §6: edit 1–2, status and delete 2.
  'parceiros.listar': TODOS_USUARIOS,
  'parceiros.exportar': TODOS_USUARIOS,
  'parceiros.criar': CADASTRAR('/parceiro'),
  'parceiros.editar': [1, 2],
  'parceiros.ativar': [2],
  'parceiros.excluir': [2],
  // Market research
  'pesquisas.listar': SEM_AUDITOR,
  // /cadastrar/pesquisa-mercado is reachable but not in the menu: the roles of the Cadastrar group.
  'pesquisas.criar': [1, 2, 5],
  'pesquisas.editar': [1, 2, 5],
  'pesquisas.excluir': [2],
  // System settings and the WhatsApp sender (menu /configuracoes and /configuracao-whats: 1, 2)
  'configuracoes.sistema.ver': [1, 2],
  'configuracoes.sistema.editar': [1, 2],
  'configuracoes.whatsapp.ver': [1, 2],
  'configuracoes.whatsapp.editar': [1, 2],
  'configuracoes.whatsapp.testar': [1, 2],
  // Points: expiry and return (/processar/pontos: 0, 1, 2); balance (a member reads only their own)
  'pontos.expirar': PROCESSAR('/pontos'),
  'pontos.reativar': PROCESSAR('/pontos'),
  'pontos.vencimentos': SEM_AUDITOR,
  'pontos.saldo': [...TODOS_USUARIOS, PARCEIRO],
  // The full statement (every ledger movement, docs/pontos.md): the same readers as the balance it
  // explains; a member only their own (no parameter), staff a member of their scope.
  'pontos.extrato': [...TODOS_USUARIOS, PARCEIRO],
  // Prizes (spec 2 §6 and the side menu): list screen 2, registration 1–2, edit 1–2, toggle and
  // delete 2. Role 1 reads the list too (the registration form checks the code); members read the
  // active catalogue.
  'premios.listar': [1, 2, PARCEIRO],
  'premios.criar': CADASTRAR('/premio'),
  'premios.editar': [1, 2],
  'premios.ativar': [2],
  'premios.excluir': [2],
  // Stored files (prize photos): public, like any catalogue image; names are random.
  'arquivos.baixar': [PUBLICO],
  // Redemptions (spec 1 §7, spec 2 §2 and §6, spec 3 §2.8): members redeem and read their own;
  // the Resgates menu roles read the list; role 0 (and 4) may not change status or cancel.
  'resgates.resgatar': [PARCEIRO],
  // GET /api/resgates(/{id}) is shared (DESIGN "Contract notes"); GraphQL has one field per audience.
  'resgates.listar': [0, 1, 2, 4, 5, PARCEIRO],
  'resgates.meus': [PARCEIRO],
  // The member's limits and whether a prize can be redeemed now (the prize page and the regulation).
  'resgates.regras': [PARCEIRO],
  'resgates.painel': [0, 1, 2, 4, 5],
  'resgates.cancelar': [1, 2, 5],
  'resgates.alterarStatus': [1, 2, 5],
  // Delivery date follows status (hidden from role 0, spec 2 §6); the note stays open to role 0; role 4 only reads.
  'resgates.dataEntrega': [1, 2, 5],
  'resgates.observacao': [0, 1, 2, 5],
  // Prepaid cards (spec 2 Cartões, Cadastrar › Cartão, Processar › Saldo Cartão; spec 3 §2.14): the
  // menu entries' roles; members read their own card and ask to block or unblock it.
  'cartoes.listar': [1, 2],
  'cartoes.cadastrar': CADASTRAR('/cartao'),
  // The card desk on the Cartões list: mark delivered, block and unblock (the roles of the list).
  'cartoes.gerenciar': [1, 2],
  'cartoes.saldo': PROCESSAR('/saldo-cartao'),
  'cartoes.meu': [PARCEIRO],
  'cartoes.status': [PARCEIRO],
  // Sales: Nova venda and its duplicate pre-check (spec 2 §2 /processar/nova-venda, menu /processar/vendas: 0, 1, 2, 5)
  'vendas.pontuar': PROCESSAR('/vendas'),
  'vendas.consultar': PROCESSAR('/vendas'),
  // Sales spreadsheet upload and its template (spec 1 §2 Processar › Vendas, §5 uploads, §7 upload/vendas).
  'vendas.upload': PROCESSAR('/vendas'),
  // Score correction (spec 2 §2 /processar/correcao-pontuacao, §7 correcoes and corrigir): the menu sub-item's roles.
  'vendas.correcoes.listar': PROCESSAR('/correcao-pontuacao'),
  'vendas.correcoes.corrigir': PROCESSAR('/correcao-pontuacao'),
  // Point claims, staff side (spec 2 §2 /processar/pontuacoes and /pontuacoes/encerrado, §6):
  // the pending list and its actions follow the menu sub-item; the closed list follows the
  // Pontuações group (role 3 scoped to its stores); return to pending and export: 1, 2, 5.
  'pontuacoes.pendentes': PROCESSAR('/pontuacoes'),
  'pontuacoes.encerrar': PROCESSAR('/pontuacoes'),
  'pontuacoes.reprovar': PROCESSAR('/pontuacoes'),
  'pontuacoes.encerradas': [0, 1, 2, 3, 5],
  'pontuacoes.encerradas.exportar': [1, 2, 5],
  'pontuacoes.retornarPendente': [1, 2, 5],
  // Pontuações (scored sales, spec 2 §2 pontuacoes/pontuado, §6; docs/pontuacoes-painel.md): the list, a
  // salesperson's sales, items, status history, most-sold products and rejection reason follow the
  // Pontuações menu group (role 3 scoped to its stores); cancel, edit and export: 1, 2, 5. Returning a
  // sale to pending is 'pontuacoes.retornarPendente' above (same rule). GET /api/pontuacoes is shared
  // with the member's claims under review: the route carries 'pontuacoes.listar' (both audiences) and
  // checks 'pontuacoes.pontuadas' for staff or 'pontuacoes.membro.extrato' for a member inside.
  'pontuacoes.listar': [0, 1, 2, 3, 5, PARCEIRO],
  'pontuacoes.pontuadas': [0, 1, 2, 3, 5],
  'pontuacoes.pontuadas.exportar': [1, 2, 5],
  'pontuacoes.cancelar': [1, 2, 5],
  'pontuacoes.editar': [1, 2, 5],
  // Member side of earning points (spec 3 §2.9, §2.10, §7; docs/pontuacoes-membro.md). The sell-in
  // check: a member reads only their own store; staff read the stores of their scope. The member's
  // send and statements: members only, their own data. POST /api/pontuacoes/pontuar is shared with
  // Nova venda: the route carries 'pontuacoes.pontuar' (both audiences) and checks inside
  // 'vendas.pontuar' for staff or 'pontuacoes.membro.enviar' for a member.
  'historico.compras.consultar': [...TODOS_USUARIOS, PARCEIRO],
  'pontuacoes.pontuar': [...PROCESSAR('/vendas'), PARCEIRO],
  'pontuacoes.membro.enviar': [PARCEIRO],
  'pontuacoes.membro.enviarFotos': [PARCEIRO],
  'pontuacoes.membro.extrato': [PARCEIRO],
  // Partner platforms (docs/integracoes-e-chave-nfce.md):
  // role 2 manages the integrator API keys (menu /integracoes); a key credits points and nothing
  // else (INTEGRADOR appears only here); a member lists their own platform points (spec 3 §2.10).
  'integracoes.chaves.listar': [2],
  'integracoes.chaves.criar': [2],
  'integracoes.chaves.revogar': [2],
  'integracoes.pontuacoes.creditar': [INTEGRADOR],
  'pontuacoes.plataforma.minhas': [PARCEIRO],
  // Member self-service. Accepting the regulation is its own operation: the one member write allowed
  // before it (see LIBERADAS_SEM_REGULAMENTO below).
  'parceiro.eu.ver': [PARCEIRO],
  'parceiro.eu.editar': [PARCEIRO],
  'parceiro.regulamento.aceitar': [PARCEIRO],
  // Public self-registration and password recovery (spec 3 §2.4, §2.5, §6: public routes).
  // GET/POST /api/parceiros and GET /api/revendas(/:id) serve both audiences: the route carries the
  // public operation and, when a panel token acts, the handler checks the staff one (docs/cadastro-e-senha.md).
  'parceiros.cadastrarPublico': [PUBLICO],
  'parceiros.verificarCpfPublico': [PUBLICO],
  'revendas.listarPublico': [PUBLICO],
  'sessao.parceiro.recuperarSenha': [PUBLICO],
  // Partner-offer catalogue (spec 2 Ofertas, spec 3 §2.8; docs/ofertas-e-catalogo.md): the Ofertas
  // menu roles (1, 2) list, price, discount and sync; members browse the priced catalogue.
  'ofertas.listar': [1, 2],
  'ofertas.editar': [1, 2],
  'ofertas.desconto': [1, 2],
  'ofertas.sincronizar': [1, 2],
  'ofertas.catalogo': [PARCEIRO],
  // Redemption media (spec 2 processar/foto-video and fotos-videos, spec 3 §2.15;
  // docs/banners-midia-logs.md): upload and delete follow the Processar › Foto/Vídeo sub-item;
  // the gallery follows its menu entry (role 3 scoped to its stores). GET /api/resgates/fotos_videos
  // is shared: the route carries 'midias.listar' and checks 'midias.painel' for staff inside; a
  // member reads only the media of their own redemptions.
  'midias.enviar': PROCESSAR('/foto-video'),
  'midias.excluir': PROCESSAR('/foto-video'),
  'midias.listar': [0, 1, 2, 3, 5, PARCEIRO],
  'midias.painel': [0, 1, 2, 3, 5],
  'midias.minhas': [PARCEIRO],
  // Banners (spec 2 Banners, spec 3 §2.6): the Banners menu roles manage them; members read the
  // active banners of today for the overlay and the home carousel.
  'banners.listar': [1, 2],
  'banners.criar': CADASTRAR('/banner'),
  'banners.editar': [1, 2],
  'banners.excluir': [1, 2],
  'banners.intervalo': [PARCEIRO],
  // Logs (spec 2 §6: menu and screen for role 2 only).
  'logs.listar': [2],
  // Sign-up codes (spec 2 "Códigos de cadastro"; docs/codigos-indicacoes-e-contas.md): the Códigos menu
  // group reads the list and the Pontos por código report; registration follows the Cadastrar
  // sub-item; edit 1–2 and delete 2, as for the other master data.
  'codigosCadastro.listar': [0, 1, 2, 5],
  'codigosCadastro.relatorio': [0, 1, 2, 5],
  'codigosCadastro.criar': CADASTRAR('/codigo-cadastro'),
  'codigosCadastro.editar': [1, 2],
  'codigosCadastro.excluir': [2],
  // Member accounts (spec 3 §2.12, §2.13, §2.17): a member's referrals, the contact message, their store's products.
  'indicacoes.minhas': [PARCEIRO],
  'parceiro.contato.enviar': [PARCEIRO],
  'produtosRevenda.daMinhaLoja': [PARCEIRO],
  // GET /api/revendas/cnpj/{cnpj} is shared (spec 3 §7, the regulation page): the route carries this one;
  // a member reads its own store's switches ('revendas.daMinhaLoja'), staff 'revendas.listar' inside.
  'revendas.daMinhaLoja': [PARCEIRO],
  'revendas.consultarCnpj': [...TODOS_USUARIOS, PARCEIRO],
  // GET /api/produtos_revenda is shared: the route carries this one and checks 'produtosRevenda.listar' for staff inside.
  'produtosRevenda.consultar': [...SEM_AUDITOR, PARCEIRO],
  // Reports and anti-fraud (spec 2 §2, §6; docs/relatorios.md): each screen's calls follow its menu
  // entry; role 3 reads only the networks and stores of its scope. Upload Histórico and the report
  // jobs follow their Processar sub-items.
  'historico.upload': PROCESSAR('/historico'),
  'relatorios.gerar': PROCESSAR('/relatorios'),
  'relatorio.ver': [0, 1, 2, 3, 5],
  'mensuracao.ver': [0, 1, 2, 3, 5],
  'mensuracao.observar': [0, 1, 2, 5],
  'taxaSucesso.ver': [1, 2],
  'antifraude.ver': [1, 2],
  'antifraude.observar': [1, 2],
  'antifraude.liberar': [1, 2],
  'historico.ver': [0, 1, 2, 3, 5],
  'comprasPontuacao.ver': [1, 2],
  'estoque.saldo': [1, 2],
  'produtosVendidos.ver': [0, 1, 2, 3, 5],
} as const satisfies Record<string, readonly Papel[]>;

export type Operacao = keyof typeof OPERACOES;

export function podeExecutar(operacao: Operacao, papel: Papel | null | undefined): boolean {
  const permitidos = OPERACOES[operacao] as readonly Papel[];
  if (permitidos.includes(PUBLICO)) return true;
  return papel !== null && papel !== undefined && permitidos.includes(papel);
}

/** Whether this role sees what a point costs (valorPonto, totalCusto, valorCusto): the rule of 'redes.valores'. */
export const veValoresDoPonto = (papel: Papel | null | undefined): boolean => podeExecutar('redes.valores', papel);

/** Roles each role may grant when creating panel users: no one grants more than they have. */
export const PERMISSOES_CONCEDIVEIS: Record<Permissao, Permissao[]> = {
  [Permissao.Administrador]: [0, 1, 2, 3, 4, 5],
  [Permissao.Operador]: [0, 1, 3, 4, 5],
  [Permissao.Marca]: [],
  [Permissao.Vendedor]: [],
  [Permissao.Auditor]: [],
  [Permissao.MarcaPlus]: [],
};

/** Where a signed-in panel user lands. */
export const rotaInicialDoPainel = (permissao: Permissao): string => (permissao === Permissao.Auditor ? '/painel/resgates' : '/painel/dashboard');
