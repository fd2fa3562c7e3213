import fs from 'node:fs';

/**
 * Peak resident memory of another process (the gateway under test), from /proc/<pid>/status: the
 * kernel's own high-water mark (VmHWM, reset at the start of each measurement through clear_refs)
 * and, where that reset is not allowed, VmRSS sampled every 50 ms. Values in kB.
 */
export class Medidor {
  private relogio: NodeJS.Timeout | null = null;
  private base = 0;
  private pico = 0;
  private zerouMarca = false;

  constructor(private readonly pid: number) {}

  private ler(): { rss: number; hwm: number } {
    const status = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const campo = (nome: string) => Number(new RegExp(`^${nome}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: campo('VmRSS'), hwm: campo('VmHWM') };
  }

  iniciar(): void {
    try {
      fs.writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
      this.zerouMarca = true;
    } catch {
      this.zerouMarca = false;
    }
    this.base = this.ler().rss;
    this.pico = this.base;
    this.relogio = setInterval(() => { this.pico = Math.max(this.pico, this.ler().rss); }, 50);
  }

  parar(): { base: number; pico: number } {
    if (this.relogio) clearInterval(this.relogio);
    const { rss, hwm } = this.ler();
    this.pico = Math.max(this.pico, rss, this.zerouMarca ? hwm : 0);
    return { base: this.base, pico: this.pico };
  }
}
