// Runs one of the page's inline scripts in jsdom from its source, as <head> does, and takes the
// listeners it added to the document and the window off again after each test, so that the runs
// of one test file do not add up (two theme scripts would switch twice on one click).
const added: [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | AddEventListenerOptions | undefined,
][] = []

for (const target of [document, window]) {
  const add = target.addEventListener.bind(target)
  jest.spyOn(target, "addEventListener").mockImplementation((type, listener, options?) => {
    if (listener) added.push([target, type, listener, options])
    add(type, listener, options)
  })
}

afterEach(() => {
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options)
})

export const runInlineScript = (source: string) => new Function(source)()
