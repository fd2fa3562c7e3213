import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Indicacao', { description: 'Um membro indicado pelo membro conectado; o CPF vem mascarado.' })
export class IndicacaoDTO {
  @Field(() => ID, { description: 'Identificador da indicação.' }) id: string;
  @Field({ description: 'Nome do indicado.' }) nome: string;
  @Field({ description: 'CPF mascarado: ***.456.789-**' }) cpf: string;
  @Field(() => String, { nullable: true, description: 'Celular do indicado.' }) celular: string | null;
  @Field({ description: 'Verdadeiro depois da primeira venda pontuada do indicado.' }) validado: boolean;
  @Field({ description: 'Por onde a indicação chegou (ex.: Indicado por Cadastro).' }) plataforma: string;
  @Field({ description: 'Quando a indicação foi registrada.' }) criadoEm: Date;
}

@ObjectType('ResumoIndicacoes', { description: 'As indicações válidas do membro conectado e os pontos que renderam.' })
export class ResumoIndicacoesDTO {
  @Field(() => Int, { description: 'Quantas indicações já são válidas.' }) validas: number;
  @Field(() => Int, { description: 'Pontos creditados pelas indicações válidas.' }) pontos: number;
}

@ObjectType('MeuCodigoIndicacao', { description: 'O código de indicação do membro conectado e o link para compartilhar.' })
export class MeuCodigoIndicacaoDTO {
  @Field({ description: 'O código de indicação.' }) codigo: string;
  @Field({ description: 'A página de cadastro com o código preenchido.' }) link: string;
}
