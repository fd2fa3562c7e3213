import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Indicacao', { description: 'A member referred by the signed-in member. The CPF comes masked.' })
export class IndicacaoDTO {
  @Field() id: string;
  @Field() nome: string;
  @Field({ description: 'Masked: ***.456.789-**' }) cpf: string;
  @Field(() => String, { nullable: true }) celular: string | null;
  @Field() validado: boolean;
  @Field() plataforma: string;
  @Field() criadoEm: Date;
}

@ObjectType('ResumoIndicacoes')
export class ResumoIndicacoesDTO {
  @Field(() => Int) validas: number;
  @Field(() => Int) pontos: number;
}

@ObjectType('IndicacoesPagina')
export class IndicacoesPaginaDTO {
  @Field(() => [IndicacaoDTO]) linhas: IndicacaoDTO[];
  @Field(() => Int) total: number;
  @Field(() => ResumoIndicacoesDTO) resumo: ResumoIndicacoesDTO;
}

@ObjectType('MeuCodigoIndicacao')
export class MeuCodigoIndicacaoDTO {
  @Field() codigo: string;
  @Field({ description: 'The registration page with the code filled in.' }) link: string;
}
