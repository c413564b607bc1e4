// The legacy full-episodes page: wires its buttons and status line to
// <tf-signin> through the element's public API and events (CONTRACT §6).
// A file of its own, since the page's Content-Security-Policy (CONTRACT §12)
// runs no inline script.
const signin = document.getElementById('signin');
const status = document.getElementById('status');
const error = document.getElementById('error');
const provider = document.getElementById('account-provider');
const signInButton = document.getElementById('sign-in');
const signOutButton = document.getElementById('sign-out');
const episodes = document.querySelectorAll('.episode');

function showStatus({ isLoggedIn, provider: current }) {
  const name = current ? current.displayName : '';
  status.textContent = isLoggedIn ? `Signed in with ${name || 'your TV provider'}: enjoy full episodes.` : 'Sign in with your TV provider to unlock full episodes.';
  provider.textContent = isLoggedIn && name ? name : '';
  signInButton.hidden = isLoggedIn;
  signOutButton.hidden = !isLoggedIn;
  document.getElementById('picker-section').hidden = isLoggedIn;
  for (const episode of episodes) episode.toggleAttribute('data-locked', !isLoggedIn);
}

signin.addEventListener('tf:signinstatus', (event) => {
  error.hidden = true;
  showStatus(event.detail);
});
signin.addEventListener('tf:signinerror', (event) => {
  error.textContent = `Sign-in problem: ${event.detail.message}`;
  error.hidden = false;
});
signin.addEventListener('tf:signinload', () => signin.showPicker(document.getElementById('picker')), { once: true });
signInButton.addEventListener('click', () => signin.open());
signOutButton.addEventListener('click', () => signin.logout());
