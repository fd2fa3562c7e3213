import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The one row of system settings (id is always 1). */
@Entity('configuracoes_sistema')
export class ConfiguracaoSistema {
  @PrimaryColumn({ type: 'smallint' }) id: number;
  /** Points one sale may credit at most; 0 = no limit. */
  @Column({ type: 'int' }) limitePontuacao: number;
  @Column({ type: 'int' }) usosSemanaisVoucher: number;
  @Column() voucherAtivo: boolean;
  @Column({ type: 'timestamptz' }) atualizadoEm: Date;
  @Column({ type: 'varchar', nullable: true }) atualizadoPor: string | null;
}
