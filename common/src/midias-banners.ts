import { valorProprio } from './objetos';

/**
 * Redemption media, banners and the Logs screen (spec 2 Upload foto/vídeo, Fotos e vídeos,
 * Banners, Logs; spec 3 §2.6, §2.15): messages, limits and the titles of the log types.
 */

/** The media gallery is not a paged table: it shows at most this many items of the period, newest first. */
export const LIMITE_GALERIA_MIDIAS = 500;

export const MENSAGENS_MIDIA = {
  informeIdResgate: 'Informe o ID do resgate primeiro',
  midiaInvalida: 'O arquivo deve ser uma foto (JPEG, PNG ou WebP) ou um vídeo (MP4, MOV ou WebM).',
  midiaAnexada: 'Mídia anexada com sucesso ao resgate',
  midiaExcluida: 'Mídia excluída com sucesso',
  midiaNaoEncontrada: 'Mídia não encontrada.',
  confirmarExclusao: 'Deseja excluir esta mídia? Esta ação não pode ser desfeita.',
  linkCopiado: 'Link copiado!',
  semMidias: 'Nenhuma foto ou vídeo encontrado.',
  galeriaNoLimite: `Mostrando as ${LIMITE_GALERIA_MIDIAS} mídias mais recentes do período. Escolha um período menor para ver as anteriores.`,
} as const;

export const MENSAGENS_BANNER = {
  tituloObrigatorio: 'Título obrigatório',
  dataInicialObrigatoria: 'Data inicial obrigatório',
  dataFinalObrigatoria: 'Data final obrigatório',
  dataInicialMaior: 'Data inicial não pode ser maior que data final',
  descricaoLonga: 'A descrição deve ter no máximo 255 caracteres.',
  imagemObrigatoria: 'Selecione uma imagem',
  imagemInvalida: 'A imagem deve ser JPEG, PNG ou WebP.',
  dataInvalida: (rotulo: string) => `${rotulo} inválida.`,
  falhaReordenar: 'Falha ao re-ordenar os banners!',
  falhaExcluir: 'Falha ao deletar o banner!',
  falhaStatus: 'Falha ao atualizar o Status!',
  bannerCadastrado: 'Banner cadastrado com sucesso',
  bannerExcluido: 'Banner excluído com sucesso',
  statusAtualizado: 'Status atualizado com sucesso',
  ordemAtualizada: 'Ordem dos banners atualizada',
  bannerNaoEncontrado: 'Banner não encontrado.',
  ordemInvalida: 'Envie a lista de banners com id e ordem.',
  informeAlteracao: 'Informe o que mudar no banner: título, datas, descrição, imagem ou ativo (0 ou 1).',
  bannerAtualizado: 'Banner atualizado com sucesso',
} as const;

/** Banner description limit (spec 2 §3, §9) and the storefront carousel interval (spec 3 §9). */
export const MAX_DESCRICAO_BANNER = 255;
export const INTERVALO_CARROSSEL_MS = 8000;
/** sessionStorage key that remembers the banner overlay was seen (spec 3 §2.6). */
export const CHAVE_BANNERS_VISTOS = 'sw.bannersVistos';

/**
 * Titles of the log types (GET /api/logs/tipos → {tipo, titulo}). A type written by the code but
 * missing here still shows up, titled by its own name.
 */
export const TITULOS_LOG: Record<string, string> = {
  'sessao.sair': 'Saída do painel',
  'usuario.criar': 'Administrador cadastrado',
  'usuario.perfil': 'Perfil do administrador alterado',
  'rede.criar': 'Rede cadastrada',
  'rede.editar': 'Rede alterada',
  'rede.ativar': 'Rede ativada/inativada',
  'rede.excluir': 'Rede excluída',
  'revenda.criar': 'Loja cadastrada',
  'revenda.editar': 'Loja alterada',
  'revenda.ativo': 'Loja ativada/inativada',
  'revenda.resgateLiberado': 'Resgate liberado/bloqueado na loja',
  'revenda.excluir': 'Loja excluída',
  'produto.criar': 'Produto cadastrado',
  'produto.editar': 'Produto alterado',
  'produto.status': 'Produto ativado/inativado',
  'produto.excluir': 'Produto excluído',
  'produto.upload': 'Upload de produtos',
  'produtoRevenda.criar': 'Produto loja cadastrado',
  'produtoRevenda.editar': 'Produto loja alterado',
  'produtoRevenda.status': 'Produto loja ativado/inativado',
  'produtoRevenda.excluir': 'Produto loja excluído',
  'produtoRevenda.upload': 'Upload de produtos da loja',
  'parceiro.criar': 'Vendedor cadastrado pelo painel',
  'parceiro.editar': 'Vendedor alterado',
  'parceiro.status': 'Vendedor ativado/inativado',
  'parceiro.excluir': 'Vendedor excluído',
  'parceiro.cadastrar': 'Cadastro de vendedor pela loja',
  'parceiro.regulamento.aceitar': 'Regulamento aceito',
  'parceiro.senha.solicitarRecuperacao': 'Recuperação de senha solicitada',
  'parceiro.senha.recuperar': 'Senha recuperada',
  'pesquisa.criar': 'Pesquisa de mercado cadastrada',
  'pesquisa.editar': 'Pesquisa de mercado alterada',
  'pesquisa.excluir': 'Pesquisa de mercado excluída',
  'configuracoes.sistema': 'Configurações do sistema alteradas',
  'configuracoes.whatsapp': 'Configuração do WhatsApp alterada',
  'configuracoes.whatsapp.teste': 'Teste de mensagem WhatsApp',
  'integracao.chave.criar': 'Chave de integração criada',
  'integracao.chave.revogar': 'Chave de integração revogada',
  'pontos.expirar': 'Pontos expirados',
  'pontos.reativar': 'Pontos devolvidos',
  'venda.pontuar': 'Venda processada',
  'venda.upload': 'Upload de vendas',
  'venda.corrigir': 'Pontuação corrigida',
  'pontuacoes.enviar': 'Nota enviada pelo vendedor',
  'pontuacoes.encerrar': 'Pontuação encerrada',
  'pontuacoes.reprovar': 'Pontuação reprovada',
  'pontuacoes.retornarPendente': 'Pontuação retornada para pendente',
  'pontuacoes.processar': 'Pontuação processada em venda',
  'pontuacoes.cancelar': 'Pontuação cancelada',
  'pontuacoes.retornarVendaPendente': 'Venda retornada para pendente',
  'pontuacoes.editar': 'Venda alterada',
  'premios.criar': 'Prêmio cadastrado',
  'premios.editar': 'Prêmio alterado',
  'premios.ativar': 'Prêmio ativado/inativado',
  'premios.excluir': 'Prêmio excluído',
  'resgates.cancelar': 'Resgate cancelado',
  'resgates.alterarStatus': 'Status do resgate alterado',
  'midias.enviar': 'Foto/vídeo anexado ao resgate',
  'midias.excluir': 'Foto/vídeo excluído',
  'banners.criar': 'Banner cadastrado',
  'banners.ativar': 'Banner ativado/inativado',
  'banners.ordenar': 'Banners reordenados',
  'banners.excluir': 'Banner excluído',
  'resgates.alterarStatusLote': 'Status de resgates alterado em lote',
  'resgates.dataEntrega': 'Data de entrega do resgate alterada',
  'resgates.observacao': 'Observação do resgate alterada',
  'cartoes.cadastrar': 'Cartão cadastrado',
  'cartoes.saldo': 'Saldo de cartões enviado',
  'cartoes.solicitar': 'Cartão solicitado no resgate',
  'cartoes.status': 'Bloqueio/desbloqueio de cartão solicitado',
  'cartoes.atualizar': 'Cartão entregue/bloqueado pelo painel',
  'ofertas.sincronizar': 'Catálogo de ofertas sincronizado',
  'ofertas.editar': 'Pontos da oferta alterados',
  'ofertas.desconto': 'Desconto aplicado às ofertas',
  'codigos_cadastro.criar': 'Código de cadastro criado',
  'codigos_cadastro.editar': 'Código de cadastro alterado',
  'codigos_cadastro.excluir': 'Código de cadastro excluído',
  'parceiro.perfil.editar': 'Perfil do vendedor alterado pelo próprio vendedor',
  'parceiro.contato.enviar': 'Mensagem de contato enviada',
  'historico.upload': 'Histórico de compras enviado',
  'estoque.saldo': 'Estoque inserido',
  'antifraude.liberacao': 'Liberação antifraude registrada',
  'antifraude.observacao': 'Observação antifraude alterada',
  'mensuracao.observacao': 'Observação de mensuração alterada',
};

export const tituloDoLog = (tipo: string): string => valorProprio(TITULOS_LOG, tipo) ?? tipo;
