import { Field, ID, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';

@ObjectType('ProdutoDaLoja', { description: 'Um produto ativo da loja do membro e os pontos que rende.' })
export class ProdutoDaLojaDTO {
  @Field(() => ID, { description: 'Identificador do produto da loja.' }) id: number;
  @Field({ description: 'Código do produto.' }) codigo: string;
  @Field({ description: 'Nome do produto.' }) nome: string;
  @Field(() => Pontos, { description: 'Pontos do produto no catálogo (antes do multiplicador da loja).' }) valorPontos: number;
  @Field(() => Pontos, { description: 'Pontos que uma unidade rende na loja do membro (pontos do produto × multiplicador da loja): o que é creditado.' })
  pontosPorUnidade: number;
}

@ObjectType('LoginSocialConfig', { description: 'Se a loja mostra o login social e como iniciá-lo.' })
export class LoginSocialConfigDTO {
  @Field({ description: 'Se o login social está ligado.' }) habilitado: boolean;
  @Field(() => String, { nullable: true, description: 'O nome do provedor, chave sob a qual o ID token é enviado no login.' }) provedor: string | null;
  @Field(() => String, { nullable: true, description: 'O client id da loja no provedor.' }) clientId: string | null;
  @Field(() => String, { nullable: true, description: 'O endereço de autorização do provedor.' }) authorizationEndpoint: string | null;
}
