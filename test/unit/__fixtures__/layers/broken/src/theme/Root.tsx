export default function Root(): string {
  return 'root';
}
