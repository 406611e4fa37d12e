// Without config.json nothing else can start; say so in Korean with a reload, using plain DOM.
export function renderStartupError(container: HTMLElement): void {
  container.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'padding:48px 24px;text-align:center;font-size:16px;line-height:1.6;word-break:keep-all';
  box.textContent = '앱을 시작하지 못했어요. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.';
  const button = document.createElement('button');
  button.textContent = '다시 시도';
  // The primary button's colours in either theme: the tokens (global.css), else the boot frame's (index.html).
  // A #222 button with white text was a box lost in the dark page (1.1:1 on its surface).
  button.style.cssText =
    'margin-top:16px;height:48px;width:100%;border:0;border-radius:12px;font-size:16px;' +
    'background:var(--color-brand,var(--bf-brand));color:var(--color-on-brand,var(--bf-surface))';
  button.onclick = () => window.location.reload();
  box.appendChild(button);
  container.appendChild(box);
}
