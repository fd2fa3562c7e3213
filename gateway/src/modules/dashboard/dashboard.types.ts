import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';

@ObjectType('TopParceiroPontuado', { description: 'Um dos dez membros com mais pontos nas vendas não canceladas.' })
export class TopParceiroPontuadoDTO {
  @Field(() => ID, { description: 'Identificador do membro.' }) id: number;
  @Field({ description: 'Nome do membro.' }) nome: string;
  @Field(() => String, { nullable: true, description: 'Nome fantasia da loja do membro.' }) revenda: string | null;
  @Field(() => Pontos, { description: 'Pontos somados das vendas.' }) totalPontos: number;
  @Field(() => Dinheiro, { description: 'Valor vendido, em reais.' }) totalVendido: number;
}

@ObjectType('TopRevendaPontuada', { description: 'Uma das dez lojas com mais pontos nas vendas não canceladas.' })
export class TopRevendaPontuadaDTO {
  @Field(() => ID, { description: 'Identificador da loja.' }) id: number;
  @Field({ description: 'Nome fantasia da loja.' }) nomeFantasia: string;
  @Field(() => Pontos, { description: 'Pontos somados das vendas.' }) totalPontos: number;
  @Field(() => Dinheiro, { description: 'Valor vendido, em reais.' }) totalVendido: number;
}

@ObjectType('Dashboard', { description: 'Os números do painel no alcance de quem pede.' })
export class DashboardDTO {
  @Field(() => Int, { description: 'Membros ativos de lojas ativas.' }) parceirosCadastrados: number;
  @Field(() => Int, { description: 'Membros com ao menos uma venda não cancelada.' }) parceirosPontuados: number;
  @Field(() => Int, { description: 'Lojas ativas.' }) revendasCadastradas: number;
  @Field(() => Int, { description: 'Lojas com ao menos uma venda não cancelada.' }) revendasPontuadas: number;
  @Field(() => [TopParceiroPontuadoDTO], { description: 'Os dez membros mais pontuados.' }) topParceirosPontuados: TopParceiroPontuadoDTO[];
  @Field(() => [TopRevendaPontuadaDTO], { description: 'As dez lojas mais pontuadas.' }) topRevendasPontuadas: TopRevendaPontuadaDTO[];
}
