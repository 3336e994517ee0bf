/**
 * Which components React renders, through the hook React DevTools uses. It must be in place
 * before react-dom loads, so tests/setup.ts imports this first; it records only between
 * `start()` and `stop()`. A component rendered when it mounted or called its function again;
 * React skips the subtrees under a component that did neither, and so does this.
 */
type Fiber = {
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
};

/** React's PerformedWork flag: the component's function ran in this render. */
const PERFORMED_WORK = 1;

let names: string[] | null = null;

const nameOf = (type: unknown): string | undefined => {
  if (typeof type === 'function') return type.name;
  // memo() and forwardRef() wrap the function.
  const inner = (type as { type?: unknown; render?: unknown } | null) ?? {};
  const wrapped = inner.type ?? inner.render;
  return typeof wrapped === 'function' ? wrapped.name : undefined;
};

function visit(fiber: Fiber, log: string[]) {
  const previous = fiber.alternate;
  if (
    typeof fiber.type !== 'string' &&
    (previous === null || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK)
  ) {
    const name = nameOf(fiber.type);
    if (name) log.push(name);
  }
  if (previous && fiber.child === previous.child) return;
  for (let child = fiber.child; child; child = child.sibling) visit(child, log);
}

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      if (names) visit(root.current, names);
    },
  },
});

export const renderLog = {
  start() {
    names = [];
  },
  /** The components rendered since `start()`, in render order, one entry per render. */
  stop(): string[] {
    const log = names ?? [];
    names = null;
    return log;
  },
};
