import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { SessaoParceiroDTO } from '../sessoes/sessao.types';
import { CadastroParceiroInput, semAusentes, MensagemDTO, RevendaPublicaDTO, ValidacaoRecuperacaoDTO } from './cadastro.types';
import * as cadastro from './cadastro.service';
import * as recuperacao from './recuperacao.service';

/** Public registration and password recovery of members (docs/cadastro-e-senha.md). */
@Resolver()
export class CadastroResolver {
  @Permite('parceiros.cadastrarPublico')
  @Mutation(() => SessaoParceiroDTO, { description: 'Self-registration; the new member comes out signed in.' })
  cadastrarParceiro(@Arg('input', () => CadastroParceiroInput) input: CadastroParceiroInput, @Ctx() { ctx }: ContextoGraphQL) {
    return cadastro.cadastrar(ctx, semAusentes(input));
  }

  @Permite('parceiros.verificarCpfPublico')
  @Query(() => Boolean, { description: 'Whether a member with this CPF exists (nothing else is told).' })
  cpfCadastrado(@Arg('cpf') cpf: string, @Ctx() { ctx }: ContextoGraphQL) {
    return cadastro.cpfCadastrado(ctx, cpf).then((r) => r.existe);
  }

  @Permite('revendas.listarPublico')
  @Query(() => [RevendaPublicaDTO], { description: 'Active stores for the registration picker.' })
  revendasPublicas(@Ctx() { ctx }: ContextoGraphQL) {
    return cadastro.revendasPublicas(ctx);
  }

  @Permite('revendas.listarPublico')
  @Query(() => RevendaPublicaDTO, { description: "An active store's name, for its own registration link." })
  revendaPublica(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return cadastro.revendaPublica(ctx, id);
  }

  @Permite('sessao.parceiro.recuperarSenha')
  @Mutation(() => MensagemDTO)
  solicitarRecuperacaoSenha(@Arg('informacao') informacao: string, @Ctx() { ctx }: ContextoGraphQL) {
    return recuperacao.solicitar(ctx, { informacao });
  }

  @Permite('sessao.parceiro.recuperarSenha')
  @Mutation(() => ValidacaoRecuperacaoDTO)
  validarRecuperacaoSenha(@Arg('uuid') uuid: string, @Ctx() { ctx }: ContextoGraphQL) {
    return recuperacao.validarLink(ctx, { uuid });
  }

  @Permite('sessao.parceiro.recuperarSenha')
  @Mutation(() => MensagemDTO)
  atualizarSenhaRecuperacao(@Arg('uuid') uuid: string, @Arg('novaSenha') novaSenha: string, @Ctx() { ctx }: ContextoGraphQL) {
    return recuperacao.atualizarSenha(ctx, { uuid, novaSenha });
  }
}
