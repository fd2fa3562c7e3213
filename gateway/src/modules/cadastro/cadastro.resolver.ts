import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado, tipoDeEntrada } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as esquemas from './cadastro.esquemas';
import { SessaoParceiroDTO } from '../sessoes/sessao.types';
import { MensagemDTO, RevendaPublicaDTO, ValidacaoRecuperacaoDTO } from './cadastro.types';
import * as cadastro from './cadastro.service';
import * as recuperacao from './recuperacao.service';

/**
 * The registration form's input type, generated from its schema (required fields are non-null). The
 * resolver reads it itself instead of with @Entrada: the call is counted before the form is read.
 */
const CadastroParceiroInput = tipoDeEntrada(
  'CadastroParceiroInput',
  esquemas.cadastrar,
  'O cadastro do próprio vendedor (formulário Vendedor Loja, senha e aceite).',
);

/** Public registration and password recovery of members (docs/cadastro-e-senha.md). */
@Resolver()
export class CadastroResolver {
  @Permite('parceiros.cadastrarPublico')
  @Mutacao(() => SessaoParceiroDTO, 'CadastrarParceiroPayload', {
    description: 'O cadastro do próprio vendedor; ele sai com a sessão aberta. Problemas do formulário e da loja escolhida vêm em errosDeUsuario.',
  })
  async cadastrarParceiro(@Arg('input', () => CadastroParceiroInput) input: object, @Ctx() { ctx }: ContextoGraphQL) {
    // Counted before the form is read, as on the REST door (cadastro.service contarCadastro).
    await cadastro.contarCadastro(ctx);
    return cadastro.cadastrar(ctx, analisar(esquemas.cadastrar, input));
  }

  @Permite('parceiros.verificarCpfPublico')
  @Query(() => Boolean, {
    description: 'Se já existe um membro com este CPF (nada mais é revelado). Pública, sem login; o número de consultas é limitado.',
  })
  async cpfCadastrado(@Arg('cpf', { description: 'CPF a verificar, com ou sem pontuação.' }) cpf: string, @Ctx() { ctx }: ContextoGraphQL) {
    await cadastro.contarVerificacaoCpf(ctx);
    return (await cadastro.cpfCadastrado(ctx, analisar(esquemas.cpfCadastrado, { cpf }).cpf)).existe;
  }

  @Permite('revendas.listarPublico')
  @Query(() => [RevendaPublicaDTO], {
    description: 'As lojas ativas, em ordem de nome fantasia, para o membro escolher a sua no cadastro. Pública, sem login.',
  })
  revendasPublicas(@Ctx() { ctx }: ContextoGraphQL) {
    return cadastro.revendasPublicas(ctx);
  }

  @Permite('revendas.listarPublico')
  @Query(() => RevendaPublicaDTO, { nullable: true, description: 'O nome de uma loja ativa, para o link de cadastro dela (nulo quando não há).' })
  revendaPublica(@Arg('id', () => ID, { description: 'Identificador da loja.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => cadastro.revendaPublica(ctx, analisar(esquemas.revendaPublica, { id }).id));
  }

  @Permite('sessao.parceiro.recuperarSenha')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', {
    description: 'Envia o link de recuperação de senha ao email do cadastro (a mesma resposta exista ou não o cadastro).',
  })
  solicitarRecuperacaoSenha(
    @Entrada(esquemas.solicitar, 'SolicitarRecuperacaoSenhaInput') input: EntradaDe<typeof esquemas.solicitar>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return recuperacao.solicitar(ctx, input);
  }

  @Permite('sessao.parceiro.recuperarSenha')
  @Mutacao(() => ValidacaoRecuperacaoDTO, 'ValidarRecuperacaoSenhaPayload', {
    description: 'Diz se um link de recuperação ainda vale (valido falso quando expirou ou já foi usado).',
  })
  validarRecuperacaoSenha(
    @Entrada(esquemas.validarLink, 'ValidarRecuperacaoSenhaInput') input: EntradaDe<typeof esquemas.validarLink>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return recuperacao.validarLink(ctx, input);
  }

  @Permite('sessao.parceiro.recuperarSenha')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Troca a senha pelo link de recuperação e encerra as sessões do vendedor.' })
  atualizarSenhaRecuperacao(
    @Entrada(esquemas.atualizarSenha, 'AtualizarSenhaRecuperacaoInput') input: EntradaDe<typeof esquemas.atualizarSenha>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return recuperacao.atualizarSenha(ctx, input);
  }
}
