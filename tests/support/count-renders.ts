/**
 * Counts a component's renders, for tests that check what renders when something changes:
 * `vi.mock(path, async (original) => (await import('../support/count-renders')).countRenders(
 * original, 'Name'))` wraps the module's export `Name`, and `renders` holds the counts by label.
 */
export const renders = new Map<string, number>();

/** The module as it is, with its export `name` counting its renders under `label`. */
export async function countRenders(
  original: () => Promise<Record<string, unknown>>,
  name: string,
  label = name,
) {
  const module = await original();
  const Component = module[name] as (props: object) => unknown;
  const Counted = (props: object) => {
    renders.set(label, (renders.get(label) ?? 0) + 1);
    return Component(props);
  };
  return { ...module, [name]: Counted };
}
