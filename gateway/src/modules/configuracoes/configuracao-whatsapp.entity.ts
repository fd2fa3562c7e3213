import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The messaging provider's settings: at most one row. */
@Entity('configuracoes_whatsapp')
export class ConfiguracaoWhatsapp {
  @PrimaryGeneratedColumn() id: number;
  @Column() url: string;
  /** AES-256-GCM (core/cifra.ts); never answered, not even encrypted. */
  @Column({ type: 'text', select: false }) tokenCifrado: string;
  @Column() codigo: string;
  @Column({ type: 'timestamptz' }) atualizadoEm: Date;
  @Column({ type: 'varchar', nullable: true }) atualizadoPor: string | null;
}
