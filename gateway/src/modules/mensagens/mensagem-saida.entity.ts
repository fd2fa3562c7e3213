import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type StatusMensagem = 'pendente' | 'enviada' | 'falhou';

/** One message of the outbox (docs/configuracoes-e-mensagens.md). */
@Entity('mensagens_saida')
export class MensagemSaida {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  /** Brazilian phone, 10 or 11 digits (area code + number). */
  @Column() destino: string;
  @Column() tipo: string;
  @Column({ type: 'text' }) texto: string;
  @Column({ type: 'jsonb' }) parametros: Record<string, unknown>;
  @Column({ type: 'int', nullable: true }) parceiroId: number | null;
  @Column({ type: 'varchar', nullable: true }) chave: string | null;
  @Column() status: StatusMensagem;
  @Column({ type: 'smallint' }) tentativas: number;
  @Column({ type: 'timestamptz' }) proximaTentativaEm: Date;
  @Column({ type: 'varchar', nullable: true }) ultimoErro: string | null;
  @Column({ type: 'timestamptz' }) criadoEm: Date;
  @Column({ type: 'timestamptz', nullable: true }) enviadaEm: Date | null;
}
